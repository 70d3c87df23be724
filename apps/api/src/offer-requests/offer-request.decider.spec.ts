import type { OfferRequestFields } from '@agency/contracts';
import {
  decideOfferRequest,
  evolveOfferRequest,
  initialOfferRequestState,
  type OfferRequestCommand,
} from './offer-request.decider';
import { type OfferRequestEvent, redactOfferRequestEvent } from './offer-request.events';

const fields: OfferRequestFields = {
  name: 'Eva Nord',
  email: 'eva@example.de',
  phone: '',
  company: 'Küstenbau GmbH',
  address: 'Hafenstraße 1',
  zip: '23730',
  town: 'Neustadt in Holstein',
  country: 'Deutschland',
  service: 'SEO-Audit',
  budget: 'Nicht angegeben',
  message: 'Bitte um ein Angebot.',
  project_type: null,
  timeline: null,
  source: 'offer_dialog',
};
const received: OfferRequestEvent = { type: 'OfferRequestReceived', data: { requestId: 'r1', ...fields } };

/** given events, when command, then events */
function when(given: OfferRequestEvent[], command: OfferRequestCommand) {
  return decideOfferRequest(command, given.reduce(evolveOfferRequest, initialOfferRequestState));
}

describe('offer request decider', () => {
  it('receives a request once', () => {
    expect(when([], { type: 'ReceiveOfferRequest', requestId: 'r1', request: fields })).toEqual([received]);
    expect(() => when([received], { type: 'ReceiveOfferRequest', requestId: 'r1', request: fields })).toThrow(
      'existiert bereits',
    );
  });

  it('keeps the consented analytics session on the received event, and the erasure drops it', () => {
    const [event] = when([], {
      type: 'ReceiveOfferRequest',
      requestId: 'r1',
      request: fields,
      analyticsSessionId: 'sess_abc',
    });
    expect(event).toEqual({
      type: 'OfferRequestReceived',
      data: { requestId: 'r1', ...fields, analytics_session_id: 'sess_abc' },
    });
    expect(
      when([], { type: 'ReceiveOfferRequest', requestId: 'r1', request: fields, analyticsSessionId: null }),
    ).toEqual([received]);
    expect(redactOfferRequestEvent('OfferRequestReceived', event.data)).not.toHaveProperty('analytics_session_id');
  });

  it('records a withheld confirmation on the received event, so every redelivery of it decides the same', () => {
    expect(
      when([], {
        type: 'ReceiveOfferRequest',
        requestId: 'r1',
        request: fields,
        confirmationWithheld: 'recipient_cap',
      }),
    ).toEqual([
      { type: 'OfferRequestReceived', data: { requestId: 'r1', ...fields, confirmation_withheld: 'recipient_cap' } },
    ]);
    expect(
      when([], { type: 'ReceiveOfferRequest', requestId: 'r1', request: fields, confirmationWithheld: null }),
    ).toEqual([received]);
    // Not personal data: it survives the erasure, like service and budget.
    expect(
      redactOfferRequestEvent('OfferRequestReceived', {
        requestId: 'r1',
        ...fields,
        confirmation_withheld: 'client_cap',
      }),
    ).toEqual({
      requestId: 'r1',
      service: fields.service,
      budget: fields.budget,
      source: fields.source,
      project_type: null,
      confirmation_withheld: 'client_cap',
      redacted: true,
    });
  });

  it('marks read once', () => {
    expect(when([received], { type: 'MarkOfferRequestRead' })).toEqual([{ type: 'OfferRequestMarkedRead', data: {} }]);
    expect(when([received, { type: 'OfferRequestMarkedRead', data: {} }], { type: 'MarkOfferRequestRead' })).toEqual(
      [],
    );
  });

  it('records a sync success once and ignores results after it', () => {
    const synced: OfferRequestEvent = {
      type: 'OfferRequestSyncedToAccounting',
      data: { customer_id: 7, created: true },
    };
    expect(when([received], { type: 'RecordAccountingSync', success: true, customerId: 7, created: true })).toEqual([
      synced,
    ]);
    expect(
      when([received, synced], { type: 'RecordAccountingSync', success: true, customerId: 7, created: false }),
    ).toEqual([]);
    expect(when([received, synced], { type: 'RecordAccountingSync', success: false, error: 'x' })).toEqual([]);
  });

  it('records a failure, but the same failure again is not news', () => {
    const failed: OfferRequestEvent = { type: 'OfferRequestSyncFailed', data: { error: 'ECONNREFUSED' } };
    expect(when([received], { type: 'RecordAccountingSync', success: false, error: 'ECONNREFUSED' })).toEqual([failed]);
    expect(when([received, failed], { type: 'RecordAccountingSync', success: false, error: 'ECONNREFUSED' })).toEqual(
      [],
    );
    expect(
      when([received, failed], { type: 'RecordAccountingSync', success: true, customerId: 1, created: true }),
    ).toHaveLength(1);
  });

  it('ignores late sync results and repeated deletes after the erasure', () => {
    const deleted: OfferRequestEvent = { type: 'OfferRequestDeleted', data: {} };
    expect(when([received], { type: 'DeleteOfferRequest' })).toEqual([deleted]);
    expect(when([received, deleted], { type: 'DeleteOfferRequest' })).toEqual([]);
    expect(
      when([received, deleted], { type: 'RecordAccountingSync', success: true, customerId: 1, created: true }),
    ).toEqual([]);
    expect(() => when([received, deleted], { type: 'MarkOfferRequestRead' })).toThrow('nicht gefunden');
    expect(() => when([], { type: 'MarkOfferRequestRead' })).toThrow('nicht gefunden');
  });
});
