import { randomBytes } from 'node:crypto';
import { eventually, testRedisUrl, uniquePrefix } from '@agency/testing';
import { type BuiltApi, fetchFormToken } from './testing/built-api';
import { type BuiltApiOnDatabase, startBuiltApiOnDatabase } from './testing/built-api-on-database';

const ADMIN = { username: 'logadmin', password: 'Log-Pruefung-2026' };
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The app's log carries no IP, e-mail, phone or message text. The built product logs at its most
 * talkative level (verbose) while a visitor browses, sends an offer request (and a broken one), and staff
 * read it; then its whole output is searched for each of the visitor's details.
 */
describe('no personal data in the log (built api, LOG_LEVEL=verbose)', () => {
  const id = randomBytes(4).toString('hex');
  const visitor = {
    ip: '203.0.113.77',
    name: `Greta Loggerfrei ${id}`,
    email: `greta.${id}@beispiel-mail.de`,
    phone: `+49 40 987${parseInt(id, 16) % 100_000}`,
    address: `Deichweg ${id}`,
    message: `Bitte ein Angebot für unser Strandcafé ${id}`,
  };
  let built: BuiltApiOnDatabase;
  let api: BuiltApi;
  let base: string;

  beforeAll(async () => {
    built = await startBuiltApiOnDatabase('logs', {
      REDIS_URL: testRedisUrl(),
      INGEST_REDIS_PREFIX: uniquePrefix('logs-api'),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'verbose',
      // The request below is sent as soon as its form token is fetched.
      OFFER_REQUEST_MIN_FILL_MS: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    ({ api, base } = built);
  }, 180_000);

  afterAll(() => built?.close(), 60_000);

  const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor.ip, 'user-agent': BROWSER, ...headers },
      body: JSON.stringify(body),
    });

  it('logs a visitor, an offer request and staff reading it without any of the visitor details', async () => {
    const page = await post('/api/track/pageview', {
      page_path: `/preise?email=${encodeURIComponent(visitor.email)}`,
      referrer: `https://mail.example/read?from=${encodeURIComponent(visitor.email)}`,
      user_agent: BROWSER,
      // A consenting visitor's view: it is stored (and so passes every log there is).
      session_id: 'sess_privacy',
    });
    expect(page.status).toBe(202);
    const offer = {
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      company: 'Strandcafé GmbH',
      address: visitor.address,
      zip: '25980',
      town: 'Sylt',
      service: 'SEO-Audit',
      budget: '2.500 - 5.000 €',
      message: visitor.message,
      form_token: await fetchFormToken(base),
    };
    expect((await post('/api/offer-request', offer)).status).toBe(201);
    // Refused input is logged too (as a 4xx line), never with what it carried.
    expect((await post('/api/offer-request', { ...offer, email: `kaputt ${visitor.email}` })).status).toBe(400);

    const login = await post('/api/admin/login', ADMIN);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const listed = await fetch(`${base}/api/admin/offer-requests?q=${encodeURIComponent(visitor.email)}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': visitor.ip },
    });
    expect(await listed.text()).toContain(visitor.email);
    // The outbox handled the request (no SMTP configured here): the log has seen all of its flow.
    await eventually('the mail job to log that SMTP is not configured', () =>
      api.output().includes('SMTP ist nicht konfiguriert'),
    );
    await eventually('the staff read to be in the access log', () =>
      api.output().includes('GET /api/admin/offer-requests?q=…'),
    );

    const log = api.output();
    for (const detail of [visitor.ip, visitor.email, visitor.phone, visitor.name, visitor.address, visitor.message]) {
      expect({ detail, found: log.includes(detail) }).toEqual({ detail, found: false });
    }
    // Nor encoded (a query string), nor the e-mail's local part alone.
    expect(log).not.toContain(encodeURIComponent(visitor.email));
    expect(log).not.toContain(`greta.${id}`);
  }, 120_000);
});
