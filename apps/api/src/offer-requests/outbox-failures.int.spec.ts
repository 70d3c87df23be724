import { randomBytes } from 'node:crypto';
import { type FailedOutboxJob, failedOutboxJobsAnswerSchema } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { offerRequestBody, smtpSettings, startRecordingSmtp, type RecordingSmtp } from '../testing/recording-smtp';
import { startTestApi, type TestApi } from '../testing/test-app';

/*
 * A mail or an accounting transfer that runs out of attempts stays in Redis. Staff with the `system`
 * permission see it in the Backend tab (what, to whom with the address shortened, why in fixed words,
 * when) and can send it again.
 */

/** Port 1: nothing listens there and nothing can start to (a privileged port no test binds). */
const CLOSED_PORT = 1;
let api: TestApi;
let admin: string;
let system: string;
let requestsOnly: string;
let smtp: RecordingSmtp;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  smtp = await startRecordingSmtp();
  api = await startTestApi({
    OUTBOX_JOB_ATTEMPTS: '2',
    OUTBOX_JOB_BACKOFF_MS: '50',
    OFFER_REQUEST_MIN_FILL_MS: '0',
    // The test's mail server and the closed port are on this machine.
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  });
  admin = await api.login();
  system = await api.loginAsEditor({ system: true });
  requestsOnly = await api.loginAsEditor({ requests: true });
  await api.http
    .put('/api/admin/system-settings/smtp')
    .set(auth(admin))
    .set('If-Match', await api.basedOn(admin, '/api/admin/system-settings/smtp'))
    .send(smtpSettings(CLOSED_PORT))
    .expect(200);
  await api.http
    .put('/api/admin/system-settings/mysql')
    .set(auth(admin))
    .set('If-Match', await api.basedOn(admin, '/api/admin/system-settings/mysql'))
    .send({ host: '127.0.0.1', port: CLOSED_PORT, user: 'root', password: 'x', database: 'buchhaltung' })
    .expect(200);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const failedJobs = async (token = system): Promise<FailedOutboxJob[]> =>
  failedOutboxJobsAnswerSchema.parse(
    (await api.http.get('/api/admin/backend/outbox/failed').set(auth(token)).expect(200)).body,
  ).jobs;

describe("the Backend tab's failed mails and transfers", () => {
  it('lists what ran out of attempts with a fixed German reason and a shortened address, and sends it again', async () => {
    const email = `eva.${randomBytes(4).toString('hex')}@example.de`;
    const { body: created } = await api.http
      .post('/api/offer-request')
      .send({ ...offerRequestBody(email, 'Bitte um ein Angebot.'), form_token: api.formToken() })
      .expect(201);
    const ofRequest = (jobs: FailedOutboxJob[]) => jobs.filter((job) => job.job_id.startsWith(created.id));
    const jobs = await eventually('the three jobs of the request failed for good', async () => {
      const found = ofRequest(await failedJobs());
      return found.length === 3 ? found : undefined;
    });
    expect(jobs).toEqual(
      expect.arrayContaining([
        {
          queue: 'mail',
          job_id: `${created.id}-confirmation`,
          what: 'Bestätigung an Anfragende',
          recipient: 'e•••@example.de',
          reason: 'Mailserver nicht erreichbar',
          attempts: 2,
          failed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
        expect.objectContaining({
          job_id: `${created.id}-notification`,
          what: 'Benachrichtigung an die Agentur',
          recipient: 'Postfach der Agentur',
          reason: 'Mailserver nicht erreichbar',
        }),
        expect.objectContaining({
          queue: 'accounting',
          job_id: `${created.id}-sync`,
          what: 'Übertragung in die Buchhaltung',
          reason: 'Buchhaltungsdatenbank nicht erreichbar',
        }),
      ]),
    );
    const answer = JSON.stringify(jobs);
    expect(answer).not.toContain(email);
    expect(answer).not.toMatch(/ECONNREFUSED|connect|127\.0\.0\.1/);

    // Mail works again: 'Erneut senden' delivers the confirmation, and it leaves the list.
    await api.http
      .put('/api/admin/system-settings/smtp')
      .set(auth(admin))
      .set('If-Match', await api.basedOn(admin, '/api/admin/system-settings/smtp'))
      .send(smtpSettings(smtp.port))
      .expect(200);
    const retried = await api.http
      .post(`/api/admin/backend/outbox/failed/mail/${created.id}-confirmation/retry`)
      .set(auth(system))
      .expect(200);
    expect(retried.body).toEqual({ success: true, message: 'Der Auftrag wird erneut ausgeführt.' });
    // 'Aktivität' names who sent which job again, without its recipient.
    const activity = await api.http.get('/api/admin/activity').query({ kind: 'backend' }).set(auth(admin)).expect(200);
    expect(activity.body.entries[0]).toMatchObject({
      actor: { username: expect.stringMatching(/^redakteur/) },
      summary: `Erneut senden: Bestätigung an Anfragende (Auftrag ${created.id}-confirmation)`,
    });
    await eventually('the confirmation at the mail server', async () =>
      smtp.mails.some((mail) => mail.rcptTo.includes(email)),
    );
    await eventually('the confirmation gone from the list', async () =>
      ofRequest(await failedJobs()).every((job) => job.job_id !== `${created.id}-confirmation`),
    );
  });

  it('needs the `system` permission, and answers 404 for a job that did not fail', async () => {
    await api.http.get('/api/admin/backend/outbox/failed').set(auth(requestsOnly)).expect(403);
    await api.http
      .post('/api/admin/backend/outbox/failed/mail/gibt-es-nicht/retry')
      .set(auth(requestsOnly))
      .expect(403);
    const missing = await api.http
      .post('/api/admin/backend/outbox/failed/mail/gibt-es-nicht/retry')
      .set(auth(system))
      .expect(404);
    expect(missing.body.message).toBe('Fehlgeschlagener Auftrag nicht gefunden');
    await api.http.post('/api/admin/backend/outbox/failed/track/x/retry').set(auth(system)).expect(400);
  });
});
