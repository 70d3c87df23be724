import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventStore } from '@agency/event-store';
import { eventually } from '@agency/testing';
import { startTestApi, type TestApi } from '../testing/test-app';

const MIN_FILL_MS = 300;
let api: TestApi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  api = await startTestApi({
    TRUST_PROXY: '1',
    OFFER_REQUEST_MAX_PER_IP: '5',
    OFFER_REQUEST_MAX_PER_EMAIL: '3',
    OFFER_REQUEST_MIN_FILL_MS: String(MIN_FILL_MS),
  });
  token = await api.login();
});

afterAll(async () => {
  await api?.close();
});

const unique = () => randomBytes(4).toString('hex');
let ipCounter = 1;
/** Each call from its own address unless one is given, so the per-address limit only bites where meant. */
const post = (body: unknown, ip = `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`) =>
  api.http
    .post('/api/offer-request')
    .set('X-Forwarded-For', ip)
    .send(body as object);

/** The offer dialog's payload exactly as public-site §7 gives it. */
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

/** The contact page's enquiry as its form builds it (public-site §5 payload defaults). */
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
    const { body: issued } = await api.http.get('/api/offer-request/form-token').expect(200);
    // The token carries its issue time (base 36, then the signature).
    const issuedAt = parseInt(String(issued.token).split('.')[0], 36);
    const fast = dialogRequest({ form_token: issued.token });
    // Sent at once, however slow the machine: the server's clock stands still at the issue time meanwhile.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(issuedAt);
    try {
      await post(fast).expect(201);
    } finally {
      clock.mockRestore();
    }
    const forged = dialogRequest({ form_token: `${Date.now().toString(36)}.AAAA` });
    await post(forged).expect(201);
    await eventually(
      `the form token to be older than the ${MIN_FILL_MS} ms minimum fill time`,
      async () => Date.now() - issuedAt > MIN_FILL_MS,
    );
    const patient = dialogRequest({ form_token: issued.token });
    const accepted = await post(patient).expect(201);

    const spam = await spamList();
    expect(spam).toContainEqual(expect.objectContaining({ email: fast.email, reasons: ['filled_too_fast'] }));
    expect(spam).toContainEqual(expect.objectContaining({ email: forged.email, reasons: ['invalid_form_token'] }));
    const requests = await list();
    expect(requests.map((r) => r.email)).not.toEqual(expect.arrayContaining([fast.email]));
    expect(requests.find((r) => r.id === accepted.body.id)).toMatchObject({ email: patient.email });
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

  it('answers a flood for one e-mail address from many addresses with 429', async () => {
    const body = dialogRequest();
    for (let i = 0; i < 3; i++) await post(body).expect(201);
    const limited = await post({ ...body, email: body.email.toUpperCase() }).expect(429);
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
