import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventStore } from '@agency/event-store';
import { berlinClock } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { type RecordingSmtp, sendMailThrough, startRecordingSmtp } from '../testing/recording-smtp';
import { startTestApi, type TestApi } from '../testing/test-app';

const MIN_FILL_MS = 300;
const DAY_MS = 24 * 3600 * 1000;
let api: TestApi;
let smtp: RecordingSmtp;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  smtp = await startRecordingSmtp();
  api = await startTestApi({
    TRUST_PROXY: '1',
    OFFER_REQUEST_MAX_PER_IP: '5',
    OFFER_REQUEST_MAX_PER_EMAIL: '3',
    OFFER_REQUEST_MIN_FILL_MS: String(MIN_FILL_MS),
    // The recording mail server runs on this machine.
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  });
  token = await api.login();
  // Staff notifications and confirmations go to a mail server in this process, so a test can see who was mailed.
  await sendMailThrough(api, token, smtp);
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const unique = () => randomBytes(4).toString('hex');
let ipCounter = 1;
/**
 * Sends `body` as the site's forms do, with a fresh form token unless the body brings its own
 * (`form_token: undefined` sends none). Each call from its own address unless one is given, so the
 * per-address limit only bites where meant.
 */
const post = (body: object, ip = `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`) =>
  api.http
    .post('/api/offer-request')
    .set('X-Forwarded-For', ip)
    .send({ form_token: api.formToken(), ...body });

/** Every mail that names `email` (a notification to staff or a confirmation to it). */
const mailsAbout = (email: string) => smtp.mails.filter((mail) => mail.raw.toLowerCase().includes(email.toLowerCase()));

/** The offer dialog's payload exactly as the site's dialog sends it. */
function dialogRequest(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    name: `Eva Nordlicht ${id}`,
    email: `eva.${id}@example.de`,
    phone: `+49 4561 ${parseInt(id, 16) % 1_000_000}`,
    company: 'Küstenbau GmbH',
    address: 'Hafenstraße 1',
    zip: '23730',
    town: 'Neustadt in Holstein',
    service: 'SEO-Audit',
    budget: '2.500 - 5.000 €',
    message: 'Wir brauchen eine neue Website.',
    ...overrides,
  };
}

/** The contact page's enquiry as its form builds it (with the form's defaults). */
function enquiry(overrides: Record<string, unknown> = {}) {
  const { service: _s, budget: _b, ...base } = dialogRequest();
  return {
    ...base,
    country: 'Österreich',
    projectType: 'ecommerce',
    service: 'Online-Shop',
    budget: '15k-30k',
    timeline: '',
    ...overrides,
  };
}

async function list() {
  const response = await api.http.get('/api/admin/offer-requests').set(auth()).expect(200);
  return response.body.requests as Record<string, unknown>[];
}

describe('POST /api/offer-request', () => {
  it('stores the offer dialog request as an event before answering 201', async () => {
    const body = dialogRequest({ phone: '', budget: '' });
    const response = await post(body).expect(201);
    expect(response.body).toMatchObject({ success: true, id: expect.any(String) });
    const events = await api.app
      .get(DataSource)
      .query('SELECT type, data FROM events WHERE stream_id = $1', [`offer-request-${response.body.id}`]);
    expect(events).toEqual([
      { type: 'OfferRequestReceived', data: expect.objectContaining({ email: body.email, budget: 'Nicht angegeben' }) },
    ]);
    const stored = (await list()).find((r) => r.id === response.body.id);
    expect(stored).toMatchObject({
      name: body.name,
      email: body.email,
      phone: '',
      company: 'Küstenbau GmbH',
      service: 'SEO-Audit',
      budget: 'Nicht angegeben',
      country: 'Deutschland',
      source: 'offer_dialog',
      read: false,
      mysql_status: null,
      rowid: expect.any(Number),
    });
  });

  it('accepts the enquiry form with its defaults and labels its choices', async () => {
    const general = await post(
      enquiry({
        projectType: '',
        service: 'Allgemeine Anfrage',
        budget: 'Nicht angegeben',
        message: 'Hallo\n\nZeitrahmen: Nicht angegeben',
      }),
    ).expect(201);
    const shop = await post(enquiry({ timeline: '3 Monate', message: 'Ein Shop' })).expect(201);
    const requests = await list();
    expect(requests.find((r) => r.id === general.body.id)).toMatchObject({
      service: 'Allgemeine Anfrage',
      budget: 'Nicht angegeben',
      country: 'Österreich',
      source: 'contact_form',
    });
    expect(requests.find((r) => r.id === shop.body.id)).toMatchObject({
      service: 'Online-Shop',
      project_type: 'ecommerce',
      budget: '15.000 - 30.000 €',
      timeline: '3 Monate',
      message: 'Ein Shop\n\nZeitrahmen: 3 Monate',
    });
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: 'keine-adresse' }],
    ['company', { company: '   ' }],
    ['address', { address: undefined }],
    ['zip', { zip: '' }],
    ['town', { town: '' }],
    ['message', { message: '' }],
    ['service', { service: 'Raumfahrt' }],
    ['service', { service: '' }],
    ['budget', { budget: 'eine Million' }],
    ['message', { message: 'x'.repeat(5_001) }],
    ['name', { name: 'x'.repeat(201) }],
    ['phone', { phone: 'ruf mich an' }],
  ])('answers 400 naming %s in the offer dialog, storing nothing', async (field, overrides) => {
    const before = (await list()).length;
    const response = await post(dialogRequest(overrides)).expect(400);
    expect(response.body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(response.body.message).toContain(field);
    expect((await list()).length).toBe(before);
  });

  it.each([
    ['country', { country: 'Atlantis' }],
    ['projectType', { projectType: 'raumschiff', service: '' }],
    ['budget', { budget: 'over-9000' }],
    ['email', { email: '' }],
    ['timeline', { timeline: 'x'.repeat(201) }],
  ])('answers 400 naming %s in the enquiry form', async (field, overrides) => {
    const response = await post(enquiry(overrides)).expect(400);
    expect(response.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('names every wrong field at once', async () => {
    const response = await post({}).expect(400);
    const fields = response.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'email', 'company', 'address', 'zip', 'town', 'message', 'service']),
    );
  });
});

describe('spam shield', () => {
  async function spamList() {
    return (await api.http.get('/api/admin/offer-requests/spam').set(auth()).expect(200)).body.spam as Record<
      string,
      unknown
    >[];
  }

  /**
   * No mail names `email`: a real request sent after it is mailed to staff and confirmed first, and the outbox
   * works in order, so a mail about `email` would have come by then.
   */
  async function expectNoMailAbout(email: string) {
    const later = dialogRequest();
    await post(later).expect(201);
    await eventually(
      'the later request mailed to staff and confirmed',
      async () => mailsAbout(later.email).length === 2,
    );
    expect(mailsAbout(email)).toEqual([]);
  }

  it('keeps a filled honeypot as suspected spam, answering like a request', async () => {
    const body = dialogRequest({ website: 'http://spam.example' });
    const response = await post(body).expect(201);
    expect(response.body).toMatchObject({ success: true, id: expect.any(String), message: expect.any(String) });
    expect((await list()).some((r) => r.email === body.email)).toBe(false);
    expect(await spamList()).toContainEqual(
      expect.objectContaining({ id: response.body.id, email: body.email, reasons: ['honeypot'] }),
    );
  });

  it('keeps a form filled faster than the minimum or with a forged token as spam; accepts a patient one', async () => {
    const issue = async () => String((await api.http.get('/api/offer-request/form-token').expect(200)).body.token);
    // The token carries its issue time (base 36, before the first dot).
    const issuedAt = (formToken: string) => parseInt(formToken.split('.')[0], 36);
    const fastToken = await issue();
    const fast = dialogRequest({ form_token: fastToken });
    // Sent at once, however slow the machine: the server's clock stands still at the issue time meanwhile.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(issuedAt(fastToken));
    try {
      await post(fast).expect(201);
    } finally {
      clock.mockRestore();
    }
    const forged = dialogRequest({ form_token: `${Date.now().toString(36)}.AAAA` });
    await post(forged).expect(201);
    const patientToken = await issue();
    await eventually(
      `the form token to be older than the ${MIN_FILL_MS} ms minimum fill time`,
      async () => Date.now() - issuedAt(patientToken) > MIN_FILL_MS,
    );
    const patient = dialogRequest({ form_token: patientToken });
    const accepted = await post(patient).expect(201);

    const spam = await spamList();
    expect(spam).toContainEqual(expect.objectContaining({ email: fast.email, reasons: ['filled_too_fast'] }));
    expect(spam).toContainEqual(expect.objectContaining({ email: forged.email, reasons: ['invalid_form_token'] }));
    const requests = await list();
    expect(requests.map((r) => r.email)).not.toEqual(expect.arrayContaining([fast.email]));
    expect(requests.find((r) => r.id === accepted.body.id)).toMatchObject({ email: patient.email });
  });

  it.each([
    ['offer request', () => dialogRequest({ form_token: undefined })],
    ['enquiry', () => enquiry({ form_token: undefined })],
  ])('keeps an %s without a form token as suspected spam and mails no one', async (_form, make) => {
    const body = make();
    const response = await post(body).expect(201);
    // The answer of a real request: whoever sent it learns nothing.
    expect(response.body).toEqual({
      success: true,
      id: expect.any(String),
      message: 'Vielen Dank für Ihre Anfrage! Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    });
    expect(await spamList()).toContainEqual(
      expect.objectContaining({ id: response.body.id, email: body.email, reasons: ['missing_form_token'] }),
    );
    expect((await list()).some((r) => r.email === body.email)).toBe(false);
    await expectNoMailAbout(body.email);
  });

  it('keeps an offer request with a reused form token as suspected spam and mails no one', async () => {
    const formToken = api.formToken();
    const first = dialogRequest({ form_token: formToken });
    const again = dialogRequest({ form_token: formToken });
    const accepted = await post(first).expect(201);
    const reused = await post(again).expect(201);
    expect((await list()).find((r) => r.id === accepted.body.id)).toMatchObject({ email: first.email });
    expect(await spamList()).toContainEqual(
      expect.objectContaining({ id: reused.body.id, email: again.email, reasons: ['reused_form_token'] }),
    );
    expect((await list()).some((r) => r.email === again.email)).toBe(false);
    await expectNoMailAbout(again.email);
  });

  it('keeps an offer request with a form token older than a day as suspected spam and mails no one', async () => {
    // A token the api issued a day and a minute ago.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - DAY_MS - 60_000);
    let formToken: string;
    try {
      formToken = String((await api.http.get('/api/offer-request/form-token').expect(200)).body.token);
    } finally {
      clock.mockRestore();
    }
    const body = dialogRequest({ form_token: formToken });
    const response = await post(body).expect(201);
    expect(await spamList()).toContainEqual(
      expect.objectContaining({ id: response.body.id, email: body.email, reasons: ['expired_form_token'] }),
    );
    expect((await list()).some((r) => r.email === body.email)).toBe(false);
    await expectNoMailAbout(body.email);
  });

  it('answers a flood from one address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post(dialogRequest(), '192.0.2.7')).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await post(dialogRequest(), '192.0.2.7').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.statusCode).toBe(429);
  });

  it('answers a flood for one mailbox from many addresses with 429, however the address is spelt or tagged', async () => {
    const body = dialogRequest();
    const tagged = (tag: string) => body.email.replace('@', `+${tag}@`);
    for (const email of [body.email, tagged('eins'), tagged('zwei').toUpperCase()])
      await post({ ...body, email }).expect(201);
    const limited = await post({ ...body, email: tagged('drei') }).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('lets staff erase a spam entry, in the log too', async () => {
    const body = dialogRequest({ website: 'x' });
    const { body: created } = await post(body).expect(201);
    await api.http.delete(`/api/admin/offer-requests/spam/${created.id}`).set(auth()).expect(200);
    expect((await spamList()).some((s) => s.id === created.id)).toBe(false);
    const [{ count }] = await api.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM events WHERE data::text ILIKE $1', [`%${body.email}%`]);
    expect(count).toBe(0);
  });
});

describe('staff', () => {
  it('counts unread requests and marks one read', async () => {
    const { body } = await post(dialogRequest()).expect(201);
    const unread = async () =>
      (await api.http.get('/api/admin/offer-requests/unread-count').set(auth()).expect(200)).body
        .unread_count as number;
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    await api.http.patch(`/api/admin/offer-requests/${body.id}/mark-read`).set(auth()).expect(200, { success: true });
    await api.http.patch(`/api/admin/offer-requests/${body.id}/mark-read`).set(auth()).expect(200);
    expect(await unread()).toBe(before - 1);
    expect((await list()).find((r) => r.id === body.id)?.read).toBe(true);
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    await api.http
      .patch('/api/admin/offer-requests/00000000-0000-4000-8000-000000000000/mark-read')
      .set(auth())
      .expect(404);
    await api.http.delete('/api/admin/offer-requests/kein-uuid').set(auth()).expect(400);
  });

  it('erases a deleted request from every table, the event log included', async () => {
    const body = dialogRequest();
    const { body: created } = await post(body).expect(201);
    await api.http.patch(`/api/admin/offer-requests/${created.id}/mark-read`).set(auth()).expect(200);
    const dataSource = api.app.get(DataSource);
    const tables: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['events', 'offer_requests']));
    const traces = async () => {
      const found: string[] = [];
      for (const { table_name } of tables) {
        for (const value of [body.name, body.email, body.phone]) {
          const [{ count }] = await dataSource.query(
            `SELECT count(*)::int AS count FROM "${table_name}" t WHERE t::text ILIKE $1`,
            [`%${value}%`],
          );
          if (count > 0) found.push(`${table_name}: ${value}`);
        }
      }
      return found;
    };
    expect(await traces()).toEqual(expect.arrayContaining([`events: ${body.email}`, `offer_requests: ${body.email}`]));

    await api.http.delete(`/api/admin/offer-requests/${created.id}`).set(auth()).expect(200, { success: true });
    expect(await traces()).toEqual([]);
    expect((await list()).some((r) => r.id === created.id)).toBe(false);
    // The log keeps the events' type and order, so the stream still replays.
    const events = await dataSource.query(
      'SELECT type, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`offer-request-${created.id}`],
    );
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'OfferRequestReceived',
      'OfferRequestMarkedRead',
      'OfferRequestDeleted',
    ]);
    expect(events[0].metadata.redacted_at).toEqual(expect.any(String));
    await api.http.delete(`/api/admin/offer-requests/${created.id}`).set(auth()).expect(200);
    await api.http.patch(`/api/admin/offer-requests/${created.id}/mark-read`).set(auth()).expect(404);
  });

  it('keeps the erasure through a rebuild of the read models', async () => {
    const body = dialogRequest();
    const { body: created } = await post(body).expect(201);
    await api.http.delete(`/api/admin/offer-requests/${created.id}`).set(auth()).expect(200);
    await api.app.get(EventStore).rebuildProjections(['offer-requests', 'offer-request-spam']);
    await eventually(
      'the rebuilt offer request list to hold the other requests',
      async () => (await list()).length > 0,
    );
    expect((await list()).some((r) => r.id === created.id || r.email === body.email)).toBe(false);
  });
});

describe('POST /api/offer-request/form: the forms posted without JavaScript', () => {
  /** Posts a form as the browser does (urlencoded), from its own address; redirects are not followed. */
  const postForm = (fields: Record<string, string>, ip = `10.9.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`) =>
    api.http.post('/api/offer-request/form').set('X-Forwarded-For', ip).type('form').send(fields).redirects(0);
  const asForm = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value ?? '')]));
  const spam = async () =>
    (await api.http.get('/api/admin/offer-requests/spam').set(auth()).expect(200)).body.spam as Record<
      string,
      unknown
    >[];

  it('takes the offer form with its token as a request and sends the browser to the thanks with 303', async () => {
    const body = dialogRequest();
    const response = await postForm({ form: 'angebot', ...asForm(body), website: '', form_token: api.formToken() });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/anfrage-gesendet');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await list()).find((r) => r.email === body.email)).toMatchObject({
      name: body.name,
      service: 'SEO-Audit',
      budget: '2.500 - 5.000 €',
      source: 'offer_dialog',
    });
  });

  it('builds the enquiry exactly as the contact page’s code does', async () => {
    const { service: _service, ...body } = enquiry({ timeline: '', budget: '15k-30k', message: 'Ein Shop' });
    const response = await postForm({ form: 'kontakt', ...asForm(body), website: '', form_token: api.formToken() });
    expect(response.status).toBe(303);
    expect((await list()).find((r) => r.email === body.email)).toMatchObject({
      service: 'Online-Shop',
      project_type: 'ecommerce',
      budget: '15.000 - 30.000 €',
      country: 'Österreich',
      message: 'Ein Shop\n\nZeitrahmen: Nicht angegeben',
      source: 'contact_form',
    });
  });

  it('keeps a posted form without a token as suspected spam, with the same answer', async () => {
    const body = dialogRequest();
    const response = await postForm({ form: 'angebot', ...asForm(body), website: '' });
    expect(response.status).toBe(303);
    expect((await list()).find((r) => r.email === body.email)).toBeUndefined();
    expect((await spam()).find((held) => held.email === body.email)).toMatchObject({
      reasons: ['missing_form_token'],
    });
  });

  it('answers a wrong field with 400 and the message, storing nothing', async () => {
    const body = dialogRequest({ phone: 'keine Nummer' });
    const response = await postForm({ form: 'angebot', ...asForm(body), website: '', form_token: api.formToken() });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('Ungültige Telefonnummer');
    expect(response.text).toContain('Bitte prüfen Sie Ihre Angaben');
    expect((await list()).find((r) => r.email === body.email)).toBeUndefined();
  });

  it('answers a send over the mailbox limit with 429, Retry-After and when to try again, in German', async () => {
    const body = dialogRequest();
    for (let i = 0; i < 3; i++)
      expect(
        (await postForm({ form: 'angebot', ...asForm(body), website: '', form_token: api.formToken() })).status,
      ).toBe(303);
    const limited = await postForm({ form: 'angebot', ...asForm(body), website: '', form_token: api.formToken() });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.text).toContain(
      `Zu viele Anfragen. Bitte versuchen Sie es später erneut. Ein neuer Versuch ist in etwa ${Math.ceil(retryAfter / 60)} Minuten möglich.`,
    );
  });
});

describe('GET /api/admin/offer-requests: search, filters, pages', () => {
  const tag = unique();
  const ids: Record<string, string> = {};
  const page = (query: Record<string, string>) => api.http.get('/api/admin/offer-requests').query(query).set(auth());

  beforeAll(async () => {
    const sent = {
      anna: dialogRequest({ name: `Anna Sucher ${tag}`, company: 'Deichgraf KG', service: 'Content-Erstellung' }),
      bernd: dialogRequest({ name: `Bernd ${tag}`, email: `bernd.${tag}@watt-beispiel.de`, service: 'SEO-Audit' }),
      carla: dialogRequest({ name: `Carla ${tag}`, message: `Wir suchen 100%_rabatt ${tag} für den Shop.` }),
    };
    for (const [key, body] of Object.entries(sent)) {
      const answer = await post(body);
      expect([answer.status, answer.body.success]).toEqual([201, true]);
      const found = (await list()).find((request) => request.name === body.name);
      ids[key] = String(found?.id);
    }
  });

  it('finds by name, e-mail, company and message, case ignored, % and _ taken literally', async () => {
    const names = async (q: string) =>
      ((await page({ q }).expect(200)).body.requests as { name: string }[]).map((request) => request.name);
    expect(await names(`anna sucher ${tag}`)).toEqual([`Anna Sucher ${tag}`]);
    expect(await names(`bernd.${tag}@WATT`)).toEqual([`Bernd ${tag}`]);
    expect((await names('deichgraf')).filter((name) => name.endsWith(tag))).toEqual([`Anna Sucher ${tag}`]);
    expect(await names(`100%_rabatt ${tag}`)).toEqual([`Carla ${tag}`]);
    expect(await names(`100__rabatt ${tag}`)).toEqual([]);
  });

  it('filters by unread, service and Berlin calendar days; counts the matches and the whole inbox', async () => {
    await api.http.patch(`/api/admin/offer-requests/${ids.anna}/mark-read`).set(auth()).expect(200);
    const unread = (await page({ q: tag, unread: 'true' }).expect(200)).body;
    expect(unread.requests.map((r: { id: string }) => r.id).sort()).toEqual([ids.bernd, ids.carla].sort());
    expect(unread.total).toBe(2);
    const read = (await page({ q: tag, unread: 'false' }).expect(200)).body;
    expect(read.requests.map((r: { id: string }) => r.id)).toEqual([ids.anna]);
    const seo = (await page({ q: tag, service: 'SEO-Audit' }).expect(200)).body;
    expect(seo.requests.map((r: { id: string }) => r.id).sort()).toEqual([ids.bernd, ids.carla].sort());
    expect(seo.services).toEqual(expect.arrayContaining(['SEO-Audit', 'Content-Erstellung']));
    expect(seo.counts.all).toBeGreaterThanOrEqual(3);

    const today = berlinClock(Date.now()).date;
    const yesterday = berlinClock(Date.now() - DAY_MS).date;
    expect((await page({ q: tag, from: today, to: today }).expect(200)).body.total).toBe(3);
    expect((await page({ q: tag, to: yesterday }).expect(200)).body.total).toBe(0);
  });

  it('pages with a bounded limit, newest first', async () => {
    const first = (await page({ q: tag, limit: '2' }).expect(200)).body;
    const second = (await page({ q: tag, limit: '2', offset: '2' }).expect(200)).body;
    expect([first.requests.length, second.requests.length, first.total]).toEqual([2, 1, 3]);
    expect(first.requests.map((r: { id: string }) => r.id)).toEqual([ids.carla, ids.bernd]);
    expect(second.requests.map((r: { id: string }) => r.id)).toEqual([ids.anna]);
  });

  it('answers bad parameters with 400 and a German message', async () => {
    const bad: [Record<string, string | string[]>, string][] = [
      [{ limit: '201' }, 'limit muss zwischen 1 und 200 liegen'],
      [{ limit: '0' }, 'limit muss zwischen 1 und 200 liegen'],
      [{ limit: 'viele' }, 'limit muss eine ganze Zahl sein'],
      [{ offset: '-1' }, 'offset muss eine ganze Zahl sein'],
      [{ unread: 'ja' }, "ungelesen muss 'true' oder 'false' sein"],
      [{ from: '2026-02-30' }, 'Von ist kein gültiges Datum'],
      [{ to: '27.11.2026' }, 'Bis muss ein Datum sein (JJJJ-MM-TT)'],
      [{ from: '2026-11-20', to: '2026-11-10' }, 'Das Datum „Von“ liegt nach dem Datum „Bis“'],
      [{ q: 'x'.repeat(201) }, 'Suchtext ist zu lang (höchstens 200 Zeichen)'],
      [{ q: ['a', 'b'] }, 'Suchtext muss ein Text sein'],
      [{ sort: 'name' }, 'Unbekannter Parameter: sort'],
    ];
    for (const [query, message] of bad) {
      const response = await page(query as Record<string, string>);
      expect([query, response.status, response.body.message]).toEqual([query, 400, expect.stringContaining(message)]);
    }
  });

  it('marks a read request unread again, and the unread count follows', async () => {
    const before = (await api.http.get('/api/admin/offer-requests/unread-count').set(auth()).expect(200)).body
      .unread_count as number;
    await api.http.patch(`/api/admin/offer-requests/${ids.anna}/mark-unread`).set(auth()).expect(200);
    const after = (await api.http.get('/api/admin/offer-requests/unread-count').set(auth()).expect(200)).body
      .unread_count as number;
    expect(after).toBe(before + 1);
    const anna = (await page({ q: `Anna Sucher ${tag}` }).expect(200)).body.requests[0];
    expect(anna.read).toBe(false);
    // Twice changes nothing; an unknown id is a 404.
    await api.http.patch(`/api/admin/offer-requests/${ids.anna}/mark-unread`).set(auth()).expect(200);
    await api.http
      .patch('/api/admin/offer-requests/00000000-0000-4000-8000-000000000000/mark-unread')
      .set(auth())
      .expect(404);
  });
});
