import type { OfferRequestFields } from '@agency/contracts';
import { projectionTest } from '../testing/projection-test';
import { offerRequestBody } from '../testing/recording-smtp';
import { OfferRequestRecord, SuspectedSpamRecord } from './offer-request.entity';
import { offerRequestListProjection, suspectedSpamProjection } from './offer-request-list.projection';
import { type OfferRequestEvent, redactOfferRequestEvent, type SuspectedSpamEvent } from './offer-request.events';

const fields: OfferRequestFields = {
  ...offerRequestBody('eva@example.de', 'Bitte um ein Angebot.'),
  country: 'Deutschland',
  project_type: null,
  timeline: null,
  source: 'offer_dialog',
};
const R1 = '00000000-0000-4000-8000-0000000000a1';
const R2 = '00000000-0000-4000-8000-0000000000a2';
const received = (requestId: string): OfferRequestEvent => ({
  type: 'OfferRequestReceived',
  data: { requestId, ...fields },
});

describe('offer request list projection: request events in, offer_requests rows out', () => {
  const test = projectionTest(offerRequestListProjection, [OfferRequestRecord]);

  it('lists a received request unread, with its running number, then read and with each accounting result', async () => {
    await test.given(`offer-request-${R1}`, [received(R1)]);
    const [{ position }] = await test.rows(`SELECT position FROM events WHERE stream_id = $1`, [`offer-request-${R1}`]);
    const [row] = await test.rows('SELECT * FROM offer_requests');
    expect(row).toMatchObject({
      id: R1,
      rowid: position,
      name: 'Eva Nord',
      email: 'eva@example.de',
      town: 'Neustadt in Holstein',
      source: 'offer_dialog',
      read: false,
      mysql_status: null,
    });

    await test.given(`offer-request-${R1}`, [
      { type: 'OfferRequestMarkedRead', data: {} },
      { type: 'OfferRequestSyncFailed', data: { error: 'Verbindung abgelehnt' } },
    ]);
    expect(await test.rows('SELECT read, mysql_status FROM offer_requests')).toEqual([
      { read: true, mysql_status: { success: false, error: 'Verbindung abgelehnt', at: expect.any(String) } },
    ]);
    await test.given(`offer-request-${R1}`, [
      { type: 'OfferRequestSyncedToAccounting', data: { customer_id: 42, created: true } },
    ]);
    expect(await test.rows('SELECT mysql_status FROM offer_requests')).toEqual([
      { mysql_status: { success: true, customer_id: 42, at: expect.any(String) } },
    ]);
  });

  it('keeps an erased request blank until its deletion removes it, and rebuilds the same rows', async () => {
    const redacted = redactOfferRequestEvent('OfferRequestReceived', { requestId: R2, ...fields });
    await test.given(`offer-request-${R2}`, [{ type: 'OfferRequestReceived', data: redacted } as OfferRequestEvent]);
    expect(await test.rows('SELECT name, email, message, service FROM offer_requests WHERE id = $1', [R2])).toEqual([
      { name: '', email: '', message: '', service: 'SEO-Audit' },
    ]);
    await test.given(`offer-request-${R2}`, [{ type: 'OfferRequestDeleted', data: {} }]);
    expect((await test.rows('SELECT id FROM offer_requests')).map((row) => row.id)).toEqual([R1]);

    const rows = await test.rows('SELECT * FROM offer_requests ORDER BY id');
    await test.rebuild();
    expect(await test.rows('SELECT * FROM offer_requests ORDER BY id')).toEqual(rows);
  });
});

describe('suspected spam projection: spam events in, offer_request_spam rows out', () => {
  const test = projectionTest(suspectedSpamProjection, [SuspectedSpamRecord]);

  it('holds a suspected submission with its reasons until staff delete it, and rebuilds the same rows', async () => {
    const spam = (spamId: string): SuspectedSpamEvent => ({
      type: 'OfferRequestSuspectedSpam',
      data: { spamId, reasons: ['honeypot'], ...fields },
    });
    await test.given(`offer-request-spam-${R1}`, [spam(R1)]);
    await test.given(`offer-request-spam-${R2}`, [spam(R2), { type: 'SuspectedSpamDeleted', data: {} }]);
    const rows = await test.rows('SELECT * FROM offer_request_spam');
    expect(rows).toEqual([{ id: R1, data: fields, reasons: ['honeypot'], created_at: expect.any(Date) }]);
    await test.rebuild();
    expect(await test.rows('SELECT * FROM offer_request_spam')).toEqual(rows);
  });
});
