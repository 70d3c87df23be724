import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from '@agency/observability';
import { eventually } from '@agency/testing';
import { postJsonFrom } from '../testing/post-from';
import { offerRequestBody, type RecordingSmtp, sendMailThrough, startRecordingSmtp } from '../testing/recording-smtp';
import { startTestApi, type TestApi } from '../testing/test-app';
import { mailJobId, OfferRequestSideEffects } from './offer-request-side-effects';

/*
 * The confirmation mail repeats the visitor's text to the address typed in: at most 2 per recipient mailbox
 * and 3 per client address a day here; the real outbox sends to an SMTP server in this process. Clients are
 * told apart by their real source address on 127.0.0.0/8.
 */

const PER_RECIPIENT = 2;
const PER_CLIENT = 3;
let smtp: RecordingSmtp;
let api: TestApi;
let apiPort: number;
let token: string;

beforeAll(async () => {
  smtp = await startRecordingSmtp();
  api = await startTestApi({
    OFFER_CONFIRMATION_MAX_PER_RECIPIENT: String(PER_RECIPIENT),
    OFFER_CONFIRMATION_MAX_PER_CLIENT: String(PER_CLIENT),
    OFFER_REQUEST_MAX_PER_EMAIL: '100',
    OFFER_REQUEST_MAX_PER_IP: '1000',
    // The test's mail server runs on this machine.
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  });
  // Listening on all of 127.0.0.0/8, so requests can come from several source addresses.
  await api.app.listen(0, '127.0.0.1');
  apiPort = (api.app.getHttpServer().address() as AddressInfo).port;
  token = await api.login();
  await sendMailThrough(api, token, smtp);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

/** POST /api/offer-request from `clientIp` (its real source address, no forwarded header). */
async function sendFrom(clientIp: string, email: string): Promise<{ status: number; id: string }> {
  const { status, body } = await postJsonFrom(`http://127.0.0.1:${apiPort}/api/offer-request`, clientIp, {
    ...offerRequestBody(
      email,
      'Klicken Sie hier: https://betrug.example/ – dieser Text geht an die eingetragene Adresse.',
    ),
    form_token: api.formToken(),
  });
  return { status, id: String(body['id']) };
}

const sentTo = (mail: { rcptTo: string[] }, email: string) =>
  mail.rcptTo.some((to) => to.toLowerCase() === email.toLowerCase());
const confirmationsTo = (email: string) => smtp.mails.filter((mail) => sentTo(mail, email));
/** The notification goes to the agency with Reply-To the visitor. */
const notificationsAbout = (email: string) =>
  smtp.mails.filter((mail) => !sentTo(mail, email) && mail.raw.toLowerCase().includes(email.toLowerCase()));

async function storedIds(): Promise<string[]> {
  const { body } = await api.http
    .get('/api/admin/offer-requests')
    .set({ Authorization: `Bearer ${token}` })
    .expect(200);
  return (body.requests as { id: string }[]).map((r) => r.id);
}

async function withheldCount(reason: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('agency_offer_confirmations_withheld_total')?.get();
  return metric?.values.find((v) => v.labels['reason'] === reason)?.value ?? 0;
}

async function confirmationJob(requestId: string) {
  return api.app.get(OfferRequestSideEffects).queue('mail').getJob(mailJobId(requestId, 'confirmation'));
}

it(`sends at most ${PER_RECIPIENT} confirmations a day to one address; later requests are stored and mailed to staff`, async () => {
  const email = `ziel.${randomBytes(4).toString('hex')}@example.de`;
  const before = await withheldCount('recipient_cap');
  // Three different clients, one victim's address (its letter case varied).
  const sent = [];
  for (const [i, clientIp] of ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'].entries()) {
    sent.push(await sendFrom(clientIp, i % 2 ? email.toUpperCase() : email));
  }
  expect(sent.map((s) => s.status)).toEqual([201, 201, 201, 201]);
  expect(await storedIds()).toEqual(expect.arrayContaining(sent.map((s) => s.id)));
  await eventually(
    'a notification to staff for each of the four requests',
    async () => notificationsAbout(email).length >= 4,
  );
  await eventually('the two confirmations', async () => confirmationsTo(email).length >= PER_RECIPIENT);
  // Both jobs of a request are queued together: with the notifications sent, no confirmation job is missing yet.
  expect(await Promise.all(sent.map(async (s) => (await confirmationJob(s.id)) !== undefined))).toEqual([
    true,
    true,
    false,
    false,
  ]);
  expect(confirmationsTo(email)).toHaveLength(PER_RECIPIENT);
  expect(await withheldCount('recipient_cap')).toBe(before + 2);
});

it(`sends at most ${PER_CLIENT} confirmations a day for one client; another client is not affected`, async () => {
  const run = randomBytes(4).toString('hex');
  const emails = [1, 2, 3, 4, 5].map((i) => `kunde${i}.${run}@example.de`);
  const before = await withheldCount('client_cap');
  const sent = [];
  for (const email of emails) sent.push(await sendFrom('127.0.0.21', email));
  const other = await sendFrom('127.0.0.22', `andere.${run}@example.de`);
  expect([...sent, other].map((s) => s.status)).toEqual([201, 201, 201, 201, 201, 201]);
  await eventually('a notification to staff for each request', async () =>
    [...emails, `andere.${run}@example.de`].every((email) => notificationsAbout(email).length === 1),
  );
  await eventually(
    'the confirmations that may go out',
    async () =>
      smtp.mails.filter((mail) => mail.rcptTo.some((to) => to.endsWith(`.${run}@example.de`))).length >= PER_CLIENT + 1,
  );
  expect(emails.map((email) => confirmationsTo(email).length)).toEqual([1, 1, 1, 0, 0]);
  expect(confirmationsTo(`andere.${run}@example.de`)).toHaveLength(1);
  expect(await confirmationJob(sent[3].id)).toBeUndefined();
  expect(await withheldCount('client_cap')).toBe(before + 2);
  // A client at its cap uses up no recipient's share: the fourth address still gets a confirmation from elsewhere.
  await sendFrom('127.0.0.23', emails[3]);
  await eventually(
    'the fourth address confirmed once it writes from another client',
    async () => confirmationsTo(emails[3]).length === 1,
  );
});

it('counts name+1@x and name@x against one confirmation cap, and mails each to the address as typed', async () => {
  const run = randomBytes(4).toString('hex');
  const name = `ziel.${run}`;
  const typed = [`${name}@example.de`, `${name}+1@example.de`, `${name.toUpperCase()}+angebot@EXAMPLE.de`];
  const before = await withheldCount('recipient_cap');
  const sent = [];
  for (const [i, email] of typed.entries()) sent.push(await sendFrom(`127.0.0.3${i + 1}`, email));
  expect(sent.map((s) => s.status)).toEqual([201, 201, 201]);
  const { body } = await api.http
    .get('/api/admin/offer-requests')
    .set({ Authorization: `Bearer ${token}` })
    .expect(200);
  // Stored as typed: the mailbox is only the cap's key.
  expect(sent.map((s) => (body.requests as { id: string; email: string }[]).find((r) => r.id === s.id)?.email)).toEqual(
    typed,
  );
  await eventually('a notification to staff for each of the three requests', async () =>
    typed.every((email) => notificationsAbout(email).length === 1),
  );
  await eventually(
    'the two confirmations',
    async () => confirmationsTo(typed[0]).length === 1 && confirmationsTo(typed[1]).length === 1,
  );
  // Both jobs of a request are queued together: with the notifications sent, no confirmation job is missing yet.
  expect(await confirmationJob(sent[2].id)).toBeUndefined();
  expect(typed.map((email) => confirmationsTo(email).length)).toEqual([1, 1, 0]);
  expect(await withheldCount('recipient_cap')).toBe(before + 1);
});
