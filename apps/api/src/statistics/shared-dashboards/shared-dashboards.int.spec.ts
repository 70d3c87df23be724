import { DataSource } from 'typeorm';
import { SHARED_DASHBOARD_MESSAGES, sharedDashboardListSchema, sharedDashboardSchema } from '@agency/contracts';
import { TEST_ADMIN, useTestApi } from '../../testing/test-app';

/**
 * Shared dashboards through HTTP: a link opens its chosen sections without a login, server-rendered, never
 * indexed or cached; a password guards it when set; revoked or past its last day it is gone; staff data never
 * appear; visitors are limited per address.
 */
const VIEWS_PER_MINUTE = 40;

const api = useTestApi({ SHARED_DASHBOARD_MAX_VIEWS_PER_MINUTE: String(VIEWS_PER_MINUTE) });

const share = async (body: Record<string, unknown>) =>
  sharedDashboardSchema.parse(
    (await api.http.post('/api/admin/statistics/shared-dashboards').set(api.auth()).send(body).expect(201)).body,
  );

describe('shared dashboards', () => {
  it('opens the chosen sections without a login, noindex and uncached, with nothing of the staff', async () => {
    const shared = await share({ name: 'Bäckerei Hansen', sections: ['pages', 'summary'], period: '7d' });
    expect(shared).toMatchObject({ sections: ['summary', 'pages'], has_password: false, expires_on: null });
    expect(shared.path).toMatch(/^\/geteilt\/[A-Za-z0-9_-]{43}$/);
    const list = sharedDashboardListSchema.parse(
      (await api.http.get('/api/admin/statistics/shared-dashboards').set(api.auth()).expect(200)).body,
    );
    expect(list.dashboards.map((d) => d.id)).toContain(shared.id);

    const page = await api.http.get(shared.path).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store, private');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain('<h1>Bäckerei Hansen</h1>');
    expect(page.text).toContain('<h2>Kennzahlen</h2>');
    expect(page.text).toContain('<h2>Top-Seiten</h2>');
    expect(page.text).not.toContain('<h2>Geräte</h2>');
    expect(page.text).not.toContain('<script');
    expect(page.text).not.toContain(TEST_ADMIN.username);
    expect(page.text).not.toContain('@');
  });

  it('asks for its password, refuses a wrong one, and opens for the right one in that browser only', async () => {
    const shared = await share({ name: 'Deichhotel', sections: ['trend'], password: 'Seeluft-2026' });
    const form = await api.http.get(shared.path).expect(200);
    expect(form.text).toContain('Dieses Dashboard ist mit einem Passwort geschützt.');
    expect(form.text).not.toContain('<h2>Besuchertrend</h2>');

    const wrong = await api.http.post(shared.path).type('form').send({ password: 'falsch-falsch' }).expect(401);
    expect(wrong.text).toContain(SHARED_DASHBOARD_MESSAGES.wrongPassword);

    const right = await api.http.post(shared.path).type('form').send({ password: 'Seeluft-2026' }).expect(303);
    expect(right.headers.location).toBe(shared.path);
    const cookie = String(right.headers['set-cookie']).split(';')[0];
    expect(String(right.headers['set-cookie'])).toMatch(new RegExp(`Path=${shared.path}; .*HttpOnly`));
    const opened = await api.http.get(shared.path).set('Cookie', cookie).expect(200);
    expect(opened.text).toContain('<h2>Besuchertrend</h2>');
    // A cookie made up, or another link's, opens nothing.
    await api.http
      .get(shared.path)
      .set('Cookie', `${cookie.split('=')[0]}=eyJhbGciOiJIUzI1NiJ9.e30.x`)
      .expect(200)
      .expect((answer) => expect(answer.text).not.toContain('<h2>Besuchertrend</h2>'));
  });

  it('is gone once revoked or past its last day, and refuses a last day in the past', async () => {
    const revoked = await share({ name: 'Widerrufen', sections: ['summary'] });
    await api.http.delete(`/api/admin/statistics/shared-dashboards/${revoked.id}`).set(api.auth()).expect(200);
    const gone = await api.http.get(revoked.path).expect(404);
    expect(gone.text).toContain(SHARED_DASHBOARD_MESSAGES.linkGone);
    await api.http.delete(`/api/admin/statistics/shared-dashboards/${revoked.id}`).set(api.auth()).expect(404);

    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    const expiring = await share({ name: 'Läuft ab', sections: ['summary'], expires_on: tomorrow });
    await api.http.get(expiring.path).expect(200);
    await api.app
      .get(DataSource)
      .query(`UPDATE shared_dashboards SET expires_on = '2026-01-01' WHERE id = $1`, [expiring.id]);
    await api.http.get(expiring.path).expect(404);

    const past = await api.http
      .post('/api/admin/statistics/shared-dashboards')
      .set(api.auth())
      .send({ name: 'Gestern', sections: ['summary'], expires_on: '2026-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain(SHARED_DASHBOARD_MESSAGES.expiryPast);
    const noSections = await api.http
      .post('/api/admin/statistics/shared-dashboards')
      .set(api.auth())
      .send({ name: 'Leer', sections: [] });
    expect(noSections.status).toBe(400);
    expect(noSections.body.message).toContain(SHARED_DASHBOARD_MESSAGES.sectionsMissing);
    await api.http.get('/geteilt/unbekannt').expect(404);
  });

  it('is shared only by staff who may read the statistics', async () => {
    const editor = await api.loginAsEditor({ faq: true });
    await api.http
      .post('/api/admin/statistics/shared-dashboards')
      .set({ Authorization: `Bearer ${editor}` })
      .send({ name: 'Fremd', sections: ['summary'] })
      .expect(403);
    await api.http
      .get('/api/admin/statistics/shared-dashboards')
      .set({ Authorization: `Bearer ${editor}` })
      .expect(403);
  });

  it('answers 429 with Retry-After once an address called too often', async () => {
    const shared = await share({ name: 'Viel besucht', sections: ['summary'] });
    let status = 0;
    let answer;
    for (let call = 0; call <= VIEWS_PER_MINUTE && status !== 429; call++) {
      answer = await api.http.get(shared.path);
      status = answer.status;
    }
    expect(status).toBe(429);
    expect(Number(answer?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer?.text).toContain(SHARED_DASHBOARD_MESSAGES.tooMany);
  });
});
