import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { eventually } from '@agency/testing';
import { OfferRequestSideEffects } from '../offer-requests/offer-request-side-effects';
import { startRecordingSmtp, type RecordingSmtp } from '../testing/recording-smtp';
import { startTestApi, type TestApi } from '../testing/test-app';
import { WeeklyReportService } from './weekly-report.service';

/** Monday 23 Nov 2026, 08:00 in Berlin: the report of 16–22 Nov (2026-W47). */
const MONDAY = new Date('2026-11-23T07:00:00Z');
const WEEK = '2026-W47';
const RUN = randomBytes(3).toString('hex');
/** The test's mail server runs on this machine: loopback allowed. */
const overrides = { OUTBOX_JOB_BACKOFF_MS: '100', LOG_LEVEL: 'error', OUTBOUND_ALLOW_LOOPBACK: 'true' };

/**
 * The weekly report on two api instances sharing Postgres and Redis, as in a cluster: both run the
 * Monday job, the week's claim lets one of them queue it, the outbox sends one mail per subscriber through a
 * real SMTP server, with the template staff edited; subscriptions are each staff member's own.
 */
describe('weekly report (two api instances, one database)', () => {
  let smtp: RecordingSmtp;
  let first: TestApi;
  let second: TestApi;
  let admin: string;
  const users: Record<'reader' | 'silent' | 'outsider', { id: string; email: string; token: string }> = {} as never;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    smtp = await startRecordingSmtp();
    first = await startTestApi(overrides);
    second = await startTestApi(overrides, first.db);
    admin = await first.login();
    const create = async (name: keyof typeof users, statistics: boolean) => {
      const username = `${name}-${RUN}`;
      const email = `${name}.${RUN}@nordwerk.test`;
      const created = await first.http
        .post('/api/admin/users')
        .set(auth(admin))
        .send({ username, email, password: 'passwort-lang-1', permissions: { statistics } })
        .expect(201);
      users[name] = { id: created.body.user.id, email, token: await second.login(username, 'passwort-lang-1') };
    };
    await create('reader', true);
    await create('silent', true);
    await create('outsider', false);
    await first.http
      .put('/api/admin/system-settings/smtp')
      .set(auth(admin))
      .set('If-Match', await first.basedOn(admin, '/api/admin/system-settings/smtp'))
      .send({
        host: '127.0.0.1',
        port: smtp.port,
        user: 'agentur',
        password: 'smtp-geheim',
        from_email: 'statistik@nordwerk.test',
        from_name: 'Nordwerk Digital',
      })
      .expect(200);
  }, 120_000);

  afterAll(async () => {
    await second?.app.close();
    await first?.close();
    await smtp?.close();
  });

  it('lets staff change only their own subscription, and admins see who subscribed', async () => {
    const me = (api: TestApi, token: string) => api.http.get('/api/admin/me/weekly-report').set(auth(token));
    expect((await me(first, users.reader.token).expect(200)).body).toEqual({ success: true, weekly_report: false });
    const subscribed = await second.http
      .put('/api/admin/me/weekly-report')
      .set(auth(users.reader.token))
      .send({ weekly_report: true })
      .expect(200);
    expect(subscribed.body).toEqual({ success: true, weekly_report: true });
    // Read on the other instance: the subscription lives in Postgres.
    expect((await me(first, users.reader.token).expect(200)).body.weekly_report).toBe(true);

    // No way to name someone else: unknown fields are refused, and the id comes from the token.
    const other = await first.http
      .put('/api/admin/me/weekly-report')
      .set(auth(users.silent.token))
      .send({ weekly_report: true, user_id: users.reader.id });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/Unbekanntes Feld: user_id/);
    expect((await me(first, users.silent.token).expect(200)).body.weekly_report).toBe(false);
    const malformed = await first.http
      .put('/api/admin/me/weekly-report')
      .set(auth(users.silent.token))
      .send({ weekly_report: 'ja' });
    expect(malformed.status).toBe(400);

    // The report holds statistics: without that permission there is nothing to subscribe to.
    await first.http
      .put('/api/admin/me/weekly-report')
      .set(auth(users.outsider.token))
      .send({ weekly_report: true })
      .expect(403);
    await first.http.get('/api/admin/me/weekly-report').expect(401);

    const list = await first.http.get('/api/admin/weekly-report/subscribers').set(auth(admin)).expect(200);
    expect(list.body.subscribers).toEqual([
      { user_id: users.reader.id, username: `reader-${RUN}`, email: users.reader.email },
    ]);
    await first.http.get('/api/admin/weekly-report/subscribers').set(auth(users.reader.token)).expect(403);
  });

  it('sends the week’s report once across both instances, with the template staff edited', async () => {
    const templates = await first.http.get('/api/admin/email-templates').set(auth(admin)).expect(200);
    expect(templates.body.templates.map((t: { id: string }) => t.id)).toContain('weekly_report');
    await first.http
      .put('/api/admin/email-templates/weekly_report')
      .set(auth(admin))
      .set('If-Match', await first.basedOn(admin, '/api/admin/email-templates/weekly_report'))
      .send({ subject: `Zahlen ${RUN}: {{week}}, {{requests}} Anfragen` })
      .expect(200);

    // Both instances' Monday job at the same moment, then a late third run.
    const runs = await Promise.all([
      first.app.get(WeeklyReportService).runWeek(MONDAY),
      second.app.get(WeeklyReportService).runWeek(MONDAY),
    ]);
    expect(runs.filter((r) => r !== null)).toEqual([{ week: WEEK, recipients: 1 }]);
    expect(await second.app.get(WeeklyReportService).runWeek(new Date('2026-11-23T09:30:00Z'))).toBeNull();

    const jobId = `weekly-report-${WEEK}-${users.reader.id}`;
    const queue = first.app.get(OfferRequestSideEffects).queue('mail');
    const job = await eventually(
      'the report job to complete',
      async () => ((await queue.getJobState(jobId)) === 'completed' ? queue.getJob(jobId) : undefined),
      { timeoutMs: 60_000 },
    );
    expect(job?.returnvalue).toBe('sent');
    const toReader = smtp.mails.filter((m) => m.rcptTo.includes(users.reader.email));
    expect(toReader).toHaveLength(1);
    // Quoted-printable soft line breaks undone; the subject is plain ASCII.
    const text = toReader[0].raw.replace(/=\r?\n/g, '');
    expect(text).toContain(`Zahlen ${RUN}: KW 47/2026, 0 Anfragen`);
    expect(text).toContain('Vorwoche ohne Daten');
    // Subscribed to nothing, or not allowed to: no mail.
    expect(smtp.mails.filter((m) => m.rcptTo.includes(users.silent.email))).toHaveLength(0);
    expect(smtp.mails.filter((m) => m.rcptTo.includes(users.outsider.email))).toHaveLength(0);
    const claims = await first.app.get(DataSource).query(`SELECT week, recipients FROM weekly_report_claims`);
    expect(claims).toEqual([{ week: WEEK, recipients: 1 }]);
  });

  it('sends nothing to someone who unsubscribed after the report was queued', async () => {
    await first.http
      .put('/api/admin/me/weekly-report')
      .set(auth(users.reader.token))
      .send({ weekly_report: false })
      .expect(200);
    const outcome = await first.app
      .get(WeeklyReportService)
      .send({ userId: users.reader.id, week: '2026-W48', from: '2026-11-23', to: '2026-11-29' });
    expect(outcome).toBe('not_subscribed');
  });
});
