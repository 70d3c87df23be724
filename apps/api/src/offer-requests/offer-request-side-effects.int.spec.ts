import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import { eventually } from '@agency/testing';
import {
  offerRequestBody,
  smtpSettings,
  startRecordingSmtp,
  type RecordedMail,
  type RecordingSmtp,
} from '../testing/recording-smtp';
import { startTestApi, type TestApi } from '../testing/test-app';
import { OfferRequestSideEffects } from './offer-request-side-effects';

/*
 * The outbox against real services: an SMTP server in this process (smtp-server, a real SMTP
 * conversation) and the machine's MariaDB (a fresh database per run, the shipped DDL).
 */

const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
/**
 * "Down" is port 1: nothing listens there and nothing can start to (a privileged port no test binds), so
 * connecting is refused at once. A port that was free a moment ago could meanwhile be taken by a parallel test.
 */
const CLOSED_PORT = 1;
const accountingDb = `accounting_${randomBytes(4).toString('hex')}`;

interface CapturedMail extends RecordedMail {
  decoded: string;
}
let smtp: RecordingSmtp;
let smtpPort: number;
let api: TestApi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

/** Quoted-printable bodies and encoded-word headers, decoded enough to search them. */
function decode(raw: string): string {
  const qp = (text: string) =>
    text.replace(/(?:=[0-9A-Fa-f]{2})+/g, (hex) => Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'));
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, text: string) => qp(text.replace(/_/g, ' ')));
  return `${headers}\n\n${qp(raw.slice(split).replace(/=\r?\n/g, ''))}`;
}

async function mariadb(database?: string) {
  return createConnection({ ...MARIADB, database, multipleStatements: true });
}

beforeAll(async () => {
  smtp = await startRecordingSmtp();
  smtpPort = smtp.port;

  const admin = await mariadb();
  await admin.query(`CREATE DATABASE \`${accountingDb}\``);
  await admin.end();
  const db = await mariadb(accountingDb);
  await db.query(readFileSync(path.join(__dirname, '../accounting/accounting-schema.sql'), 'utf8'));
  await db.end();

  api = await startTestApi({
    OUTBOX_JOB_BACKOFF_MS: '100',
    OUTBOX_JOB_ATTEMPTS: '50',
    OFFER_REQUEST_MAX_PER_EMAIL: '100',
    OFFER_REQUEST_MAX_PER_IP: '1000',
    // Every request here comes from one address; the caps have their own tests (confirmation-mail-cap.int.spec.ts).
    OFFER_CONFIRMATION_MAX_PER_CLIENT: '1000',
    CONNECTION_TEST_MAX_PER_USER: '1000',
    // MariaDB and the test's mail server run on this machine; a server not reached answers after 1 s.
    OUTBOUND_ALLOW_LOOPBACK: 'true',
    CONNECTION_TEST_TIMEOUT_S: '1',
  });
  token = await api.login();
}, 60_000);

afterAll(async () => {
  await api?.close();
  await smtp?.close();
  const admin = await mariadb();
  await admin.query(`DROP DATABASE IF EXISTS \`${accountingDb}\``);
  await admin.end();
});

const mysqlSettings = (port: number, database = accountingDb) => ({
  ...MARIADB,
  port,
  user: 'root',
  password: '',
  database,
});

async function configure(kind: 'smtp' | 'mysql', body: object) {
  await api.http
    .put(`/api/admin/system-settings/${kind}`)
    .set(auth())
    .set('If-Match', await api.basedOn(token, `/api/admin/system-settings/${kind}`))
    .send(body)
    .expect(200);
}

function request(overrides: Record<string, unknown> = {}) {
  const id = randomBytes(4).toString('hex');
  return {
    ...offerRequestBody(`eva.${id}@example.de`, 'Bitte <script>alert(1)</script> ein Angebot.'),
    name: `Eva <b>Nord</b> & "Co" ${id}`,
    phone: '+49 4561 55 66',
    ...overrides,
  };
}

async function stored(id: string) {
  const { body } = await api.http.get('/api/admin/offer-requests').set(auth()).expect(200);
  return (
    body.requests as { id: string; mysql_status: { success: boolean; customer_id?: number; error?: string } | null }[]
  ).find((r) => r.id === id);
}

async function customersWith(email: string) {
  const db = await mariadb(accountingDb);
  try {
    const [rows] = await db.query<RowDataPacket[]>(
      'SELECT id, code, name, email, status FROM customers WHERE email = ?',
      [email],
    );
    return rows;
  } finally {
    await db.end();
  }
}

/**
 * Waits until the job is completed, then reads it. Read first and asked for its state after, a job can
 * answer "completed" while the copy in hand still lacks the return value it completed with.
 */
function completedJob(queue: 'mail' | 'accounting', jobId: string) {
  const outbox = api.app.get(OfferRequestSideEffects);
  return eventually(`the ${queue} job ${jobId} to complete`, async () =>
    (await outbox.queue(queue).getJobState(jobId)) === 'completed'
      ? await outbox.queue(queue).getJob(jobId)
      : undefined,
  );
}

const mails = (): CapturedMail[] => smtp.mails.map((mail) => ({ ...mail, decoded: decode(mail.raw) }));
const mailsTo = (address: string) => mails().filter((m) => m.rcptTo.includes(address));
const mailsAbout = (email: string) => mails().filter((m) => m.decoded.includes(email));

describe('without SMTP and MySQL configured', () => {
  it('stores the request and completes its jobs without mail', async () => {
    const body = request();
    const { body: created } = await api.http
      .post('/api/offer-request')
      .send({ ...body, form_token: api.formToken() })
      .expect(201);
    const job = await completedJob('mail', `${created.id}-confirmation`);
    expect(job.returnvalue).toBe('smtp_not_configured');
    const sync = await completedJob('accounting', `${created.id}-sync`);
    expect(sync.returnvalue).toBe('not_configured');
    expect(job.data).toEqual({ requestId: created.id, kind: 'confirmation' });
    expect(mailsAbout(body.email)).toEqual([]);
    expect(await stored(created.id)).toMatchObject({ mysql_status: null });
  });
});

describe('with SMTP and MariaDB up', () => {
  beforeAll(async () => {
    await configure('smtp', smtpSettings(smtpPort));
    await configure('mysql', mysqlSettings(MARIADB.port));
  });

  it('sends the notification and the confirmation with placeholders filled and escaped, and syncs the customer', async () => {
    const body = request();
    const { body: created } = await api.http
      .post('/api/offer-request')
      .send({ ...body, form_token: api.formToken() })
      .expect(201);
    await eventually(
      'the notification and the confirmation mail at the SMTP server',
      async () => mailsAbout(body.email).length >= 2,
    );
    const confirmation = mailsTo(body.email);
    expect(confirmation).toHaveLength(1);
    const notification = mailsAbout(body.email).find((m) => !m.rcptTo.includes(body.email));
    expect(notification).toBeDefined();
    for (const mail of [confirmation[0], notification as CapturedMail]) {
      expect(mail.decoded).not.toMatch(/\{\{\s*\w+\s*\}\}/);
      const html = mail.decoded.slice(mail.decoded.indexOf('Content-Type: text/html'));
      expect(html).toContain('Küstenbau GmbH');
      expect(html).toContain('Eva &lt;b&gt;Nord&lt;/b&gt; &amp; &quot;Co&quot;');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>');
    }
    expect(notification?.decoded).toMatch(/Subject: Neue Angebotsanfrage: SEO-Audit – Küstenbau GmbH/);
    expect(notification?.decoded).toContain('Reply-To:');
    expect(confirmation[0].decoded).toMatch(/From: "?Nordwerk Digital"? <anfragen@nordwerk.test>/);

    const synced = await eventually('the request synced to the accounting database', async () => {
      const found = await stored(created.id);
      return found?.mysql_status?.success ? found : undefined;
    });
    const customers = await customersWith(body.email);
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({
      id: synced.mysql_status?.customer_id,
      name: body.name,
      status: 1,
      code: expect.stringMatching(/^K\d{5}$/),
    });
  });

  it('syncs exactly once, even when sync runs again and a second request has the same e-mail', async () => {
    const body = request();
    const { body: first } = await api.http
      .post('/api/offer-request')
      .send({ ...body, form_token: api.formToken() })
      .expect(201);
    const synced = await eventually('the first request synced to the accounting database', async () => {
      const found = await stored(first.id);
      return found?.mysql_status?.success ? found : undefined;
    });
    const customerId = synced.mysql_status?.customer_id;
    const again = await Promise.all([
      api.http.post(`/api/admin/sync-to-mysql/${first.id}`).set(auth()).expect(200),
      api.http.post(`/api/admin/sync-to-mysql/${first.id}`).set(auth()).expect(200),
    ]);
    for (const response of again) expect(response.body).toMatchObject({ success: true, customer_id: customerId });

    const { body: second } = await api.http
      .post('/api/offer-request')
      .send({ ...body, email: body.email.toUpperCase(), name: 'Eva Zweitname', form_token: api.formToken() })
      .expect(201);
    const secondSynced = await eventually(
      'the second request (same e-mail) synced to the accounting database',
      async () => {
        const found = await stored(second.id);
        return found?.mysql_status?.success ? found : undefined;
      },
    );
    expect(secondSynced.mysql_status?.customer_id).toBe(customerId);
    expect(await customersWith(body.email)).toHaveLength(1);

    const { body: count } = await api.http.get('/api/admin/mysql/customer-count').set(auth()).expect(200);
    expect(count).toMatchObject({ success: true, count: expect.any(Number), configured: true });
    expect(count.count).toBeGreaterThanOrEqual(2);
    const { body: customers } = await api.http
      .get('/api/admin/customers')
      .query({ search: body.email })
      .set(auth())
      .expect(200);
    expect(customers.customers).toEqual([
      expect.objectContaining({ id: customerId, email: body.email, name: body.name }),
    ]);
  });

  it('tests both connections', async () => {
    await api.http
      .post('/api/admin/system-settings/smtp/test')
      .set(auth())
      .send(smtpSettings(smtpPort))
      .expect(200, { success: true, outcome: 'reached', message: 'SMTP-Verbindung erfolgreich!' });
    const smtpDown = await api.http
      .post('/api/admin/system-settings/smtp/test')
      .set(auth())
      .send(smtpSettings(CLOSED_PORT))
      .expect(200);
    expect(smtpDown.body).toEqual({
      success: false,
      outcome: 'unreachable',
      message: 'Verbindung fehlgeschlagen',
      error: 'Server nicht erreichbar',
    });
    await api.http
      .post('/api/admin/system-settings/mysql/test')
      .set(auth())
      .send(mysqlSettings(MARIADB.port))
      .expect(200, { success: true, outcome: 'reached', message: 'Verbindung erfolgreich!' });
    const mysqlDown = await api.http
      .post('/api/admin/system-settings/mysql/test')
      .set(auth())
      .send(mysqlSettings(CLOSED_PORT))
      .expect(200);
    expect(mysqlDown.body).toEqual({
      success: false,
      outcome: 'unreachable',
      message: 'Verbindung fehlgeschlagen',
      error: 'Server nicht erreichbar',
    });
    const noTable = await api.http
      .post('/api/admin/system-settings/mysql/test')
      .set(auth())
      .send(mysqlSettings(MARIADB.port, 'mysql'))
      .expect(200);
    expect(noTable.body).toMatchObject({
      success: false,
      outcome: 'reached',
      message: 'Verbindung erfolgreich, aber die Tabelle customers fehlt',
    });
  });
});

describe('with SMTP and MariaDB down', () => {
  it('keeps the request, records the failure and succeeds once both are back', async () => {
    await configure('smtp', smtpSettings(CLOSED_PORT));
    await configure('mysql', mysqlSettings(CLOSED_PORT));
    const body = request();
    const { body: created } = await api.http
      .post('/api/offer-request')
      .send({ ...body, form_token: api.formToken() })
      .expect(201);
    const outbox = api.app.get(OfferRequestSideEffects);

    const failed = await eventually('the failed accounting sync recorded on the request', async () => {
      const found = await stored(created.id);
      return found?.mysql_status && !found.mysql_status.success ? found : undefined;
    });
    expect(failed.mysql_status?.error).toBe('Buchhaltungsdatenbank nicht erreichbar');
    await eventually(
      'a failed attempt of the confirmation mail job',
      async () => ((await outbox.queue('mail').getJob(`${created.id}-confirmation`))?.attemptsMade ?? 0) >= 1,
    );
    const manual = await api.http.post(`/api/admin/sync-to-mysql/${created.id}`).set(auth()).expect(200);
    expect(manual.body).toMatchObject({ success: false, detail: 'Buchhaltungsdatenbank nicht erreichbar' });
    expect(mailsAbout(body.email)).toEqual([]);

    await configure('smtp', smtpSettings(smtpPort));
    await configure('mysql', mysqlSettings(MARIADB.port));
    // The jobs retry with exponential backoff: after a longer outage the next attempt comes later.
    await eventually('both mails sent once SMTP is back', async () => mailsAbout(body.email).length >= 2, {
      timeoutMs: 60_000,
    });
    const synced = await eventually(
      'the request synced once MariaDB is back',
      async () => {
        const found = await stored(created.id);
        return found?.mysql_status?.success ? found : undefined;
      },
      { timeoutMs: 60_000 },
    );
    expect(await customersWith(body.email)).toEqual([
      expect.objectContaining({ id: synced.mysql_status?.customer_id }),
    ]);
    // The SMTP server has the mail before the worker marks the job completed.
    const mailJob = await completedJob('mail', `${created.id}-notification`);
    expect(await mailJob.isCompleted()).toBe(true);
    expect(mailJob.returnvalue).toBe('sent');
  }, 180_000);
});

describe('customer notes', () => {
  it('keeps notes and tasks per customer; only tasks have a due date and a status', async () => {
    const customer = { customer_id: 4711, customer_code: 'K04711', customer_name: 'Küstenbau GmbH' };
    const { body: note } = await api.http
      .post('/api/admin/customer-notes')
      .set(auth())
      .send({
        ...customer,
        type: 'note',
        title: 'Erstgespräch',
        content: 'Nett',
        dueDate: '2030-01-01',
        status: 'open',
      })
      .expect(201);
    expect(note.note).toMatchObject({ type: 'note', due_date: null, status: null, customer_id: '4711' });
    const { body: task } = await api.http
      .post('/api/admin/customer-notes')
      .set(auth())
      .send({ ...customer, type: 'task', title: 'Angebot schicken', content: '', dueDate: '2030-01-15' })
      .expect(201);
    expect(task.note).toMatchObject({ type: 'task', due_date: '2030-01-15', dueDate: '2030-01-15', status: 'open' });

    await api.http
      .put(`/api/admin/customer-notes/${task.note.id}/status`)
      .set(auth())
      .send({ status: 'done' })
      .expect(200);
    await api.http
      .put(`/api/admin/customer-notes/${note.note.id}/status`)
      .set(auth())
      .send({ status: 'done' })
      .expect(400);
    await api.http
      .put(`/api/admin/customer-notes/${task.note.id}/status`)
      .set(auth())
      .send({ status: 'vielleicht' })
      .expect(400);

    const { body: list } = await api.http.get('/api/admin/customer-notes/4711').set(auth()).expect(200);
    expect(list.notes.map((n: { title: string; status: string | null }) => [n.title, n.status])).toEqual([
      ['Angebot schicken', 'done'],
      ['Erstgespräch', null],
    ]);
    expect((await api.http.get('/api/admin/customer-notes/999').set(auth()).expect(200)).body.notes).toEqual([]);
  });

  it('needs a customer and a title', async () => {
    const missing = await api.http
      .post('/api/admin/customer-notes')
      .set(auth())
      .send({ type: 'note', content: 'x' })
      .expect(400);
    expect(missing.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['customer_id', 'title']),
    );
  });
});
