import type { DomainEvent } from '@agency/event-store';
import { offerRequestStreamId } from '../offer-requests/offer-request.events';
import { projectionTest } from '../testing/projection-test';
import { LeadAttributionRecord } from './lead-attribution.entity';
import { leadAttributionProjection } from './lead-attribution.projection';

const CONSENTED = '00000000-0000-4000-8000-000000000001';
const WITHOUT = '00000000-0000-4000-8000-000000000002';
const CONTACT = '00000000-0000-4000-8000-000000000003';
const received = (requestId: string, extra: Record<string, unknown>): DomainEvent => ({
  type: 'OfferRequestReceived',
  data: { requestId, name: 'Anna Nord', email: 'anna@example.de', service: 'website', ...extra },
});
const attributions = 'SELECT request_id, session_id, form FROM lead_attributions ORDER BY request_id';

describe('lead attribution projection: offer request events in, lead_attributions rows out', () => {
  const test = projectionTest(leadAttributionProjection, [LeadAttributionRecord]);

  it('links each request to its consented session (none without consent) and its form', async () => {
    await test.given(offerRequestStreamId(CONSENTED), [received(CONSENTED, { analytics_session_id: 'sess-1' })]);
    await test.given(offerRequestStreamId(WITHOUT), [received(WITHOUT, { source: 'offer_dialog' })]);
    await test.given(offerRequestStreamId(CONTACT), [
      received(CONTACT, { source: 'contact_form', analytics_session_id: 'sess-2' }),
    ]);
    expect(await test.rows(attributions)).toEqual([
      { request_id: CONSENTED, session_id: 'sess-1', form: 'offer_dialog' },
      { request_id: WITHOUT, session_id: null, form: 'offer_dialog' },
      { request_id: CONTACT, session_id: 'sess-2', form: 'contact_form' },
    ]);

    await test.given(offerRequestStreamId(CONSENTED), [
      { type: 'OfferRequestMarkedRead', data: {} },
      { type: 'OfferRequestSyncFailed', data: { error: 'timeout' } },
    ]);
    expect(await test.rows(attributions)).toHaveLength(3);
  });

  it('removes the link when a request is erased, also on a rebuild from the redacted log', async () => {
    await test.given(offerRequestStreamId(CONSENTED), [{ type: 'OfferRequestDeleted', data: {} }]);
    expect((await test.rows(attributions)).map((row) => row.request_id)).toEqual([WITHOUT, CONTACT]);

    // The erasure redacts OfferRequestReceived: the session is no longer in the log.
    await test.rows(
      `UPDATE events SET data = data - 'analytics_session_id' - 'name' - 'email' WHERE stream_id = $1 AND type = 'OfferRequestReceived'`,
      [offerRequestStreamId(CONTACT)],
    );
    await test.rebuild();
    expect(await test.rows(attributions)).toEqual([
      { request_id: WITHOUT, session_id: null, form: 'offer_dialog' },
      { request_id: CONTACT, session_id: null, form: 'contact_form' },
    ]);
  });
});
