import { randomUUID } from 'node:crypto';
import { ANNOTATION_MESSAGES, statisticsAnnotationsSchema, type StatisticsAnnotations } from '@agency/contracts';
import { TEST_ADMIN, useTestApi } from '../../testing/test-app';

/**
 * Annotations of the trend charts through HTTP: the site's history (what staff put live, a plan carried out)
 * appears by itself, the first start's content does not; staff write and remove their own for a day; the trend's
 * CSV carries them; the statistics permission guards all of it.
 */
const api = useTestApi();
const today = () => new Date().toISOString().slice(0, 10);

const annotations = async (query = '?period=7d'): Promise<StatisticsAnnotations> =>
  statisticsAnnotationsSchema.parse(
    (await api.http.get(`/api/admin/statistics/annotations${query}`).set(api.auth()).expect(200)).body,
  );

describe('annotations of the statistics', () => {
  it('marks what staff put live, not the content of the first start', async () => {
    expect((await annotations()).annotations.filter((a) => a.source === 'history')).toEqual([]);
    const title = `Messeauftritt ${randomUUID().slice(0, 6)}`;
    await api.http
      .post('/api/admin/portfolio-projects')
      .set(api.auth())
      .send({ title, client: 'Deichblick GmbH' })
      .expect(201);

    const { annotations: list, truncated } = await annotations();
    expect(truncated).toBe(false);
    expect(list).toEqual([
      expect.objectContaining({
        date: today(),
        source: 'history',
        author: TEST_ADMIN.username,
        text: `Projekt „Deichblick GmbH – ${title}“ angelegt`,
      }),
    ]);
    // A period that ended before it has none.
    expect((await annotations('?period=custom&from=2026-01-01&to=2026-01-31')).annotations).toEqual([]);
  });

  it('keeps what staff write for a day until they remove it, and refuses bad input', async () => {
    const written = await api.http
      .post('/api/admin/statistics/annotations')
      .set(api.auth())
      .send({ date: '2026-01-15', text: '  Newsletter verschickt ' })
      .expect(201);
    expect(written.body).toMatchObject({
      date: '2026-01-15',
      text: 'Newsletter verschickt',
      source: 'staff',
      author: TEST_ADMIN.username,
    });
    const january = '?period=custom&from=2026-01-01&to=2026-01-31';
    expect((await annotations(january)).annotations.map((a) => a.text)).toEqual(['Newsletter verschickt']);

    // The trend's CSV of that period names it on its day.
    const csv = await api.http
      .get(`/api/admin/statistics/export?table=trend&${january.slice(1)}`)
      .set(api.auth())
      .expect(200);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Zeitraum ab;Besucher;Anmerkungen');
    expect(lines).toContain('15.01.2026;0;Newsletter verschickt');
    expect(lines).toContain('14.01.2026;0;');

    for (const [body, message] of [
      [{ date: '2026-01-15', text: '' }, ANNOTATION_MESSAGES.textMissing],
      [{ date: '2026-01-15', text: 'x'.repeat(121) }, ANNOTATION_MESSAGES.textTooLong],
      [{ date: '2026-02-30', text: 'Ungültig' }, 'kein gültiges Datum'],
      [{ date: '15.01.2026', text: 'Falsches Format' }, 'Datum im Format JJJJ-MM-TT erwartet'],
    ] as const) {
      const refused = await api.http.post('/api/admin/statistics/annotations').set(api.auth()).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect((await annotations(january)).annotations).toHaveLength(1);

    await api.http.delete(`/api/admin/statistics/annotations/${written.body.id}`).set(api.auth()).expect(200);
    expect((await annotations(january)).annotations).toEqual([]);
    await api.http.delete(`/api/admin/statistics/annotations/${written.body.id}`).set(api.auth()).expect(404);
    // The site's history is not removable.
    await api.http.delete('/api/admin/statistics/annotations/event-1').set(api.auth()).expect(404);
  });

  it('is for staff with the statistics permission only', async () => {
    const editor = await api.loginAsEditor({ faq: true });
    await api.http.get('/api/admin/statistics/annotations').set(api.auth(editor)).expect(403);
    await api.http
      .post('/api/admin/statistics/annotations')
      .set(api.auth(editor))
      .send({ date: '2026-01-15', text: 'Fremd' })
      .expect(403);
    await api.http.get('/api/admin/statistics/annotations').expect(401);
  });
});
