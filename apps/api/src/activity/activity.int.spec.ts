import { offerRequestBody } from '../testing/recording-smtp';
import { TEST_ADMIN, useTestApi } from '../testing/test-app';

// 'Aktivität' lists every change staff make, with who, what and which item: content items by their name,
// settings (tracking, system, retention, e-mail templates), retention runs and deleted requests.
const api = useTestApi({ OUTBOUND_ALLOW_LOOPBACK: 'true' });

interface Entry {
  kind: string;
  actor: { username: string } | null;
  summary: string;
}

async function entries(kind: string): Promise<Entry[]> {
  const { body } = await api.http.get('/api/admin/activity').query({ kind }).set(api.auth()).expect(200);
  return body.entries as Entry[];
}

describe('the activity log', () => {
  it('names the item of every content change', async () => {
    const created = await api.http
      .post('/api/admin/portfolio-projects')
      .set(api.auth())
      .send({ title: 'Neuer Webshop', client: 'Deichblick GmbH' })
      .expect(201);
    const project = created.body.project as { id: string; version: number };
    await api.http
      .put(`/api/admin/portfolio-projects/${project.id}`)
      .set(api.auth())
      .set('If-Match', `"${project.version}"`)
      .send({ title: 'Neuer Webshop 2.0' })
      .expect(200);
    await api.http
      .delete(`/api/admin/portfolio-projects/${project.id}`)
      .set(api.auth())
      .set('If-Match', `"${project.version + 1}"`)
      .expect(200);

    expect((await entries('publish')).slice(0, 3).map((entry) => [entry.actor?.username, entry.summary])).toEqual([
      [TEST_ADMIN.username, 'Projekt „Deichblick GmbH – Neuer Webshop 2.0“ in den Papierkorb gelegt'],
      [TEST_ADMIN.username, 'Projekt „Deichblick GmbH – Neuer Webshop 2.0“ geändert'],
      [TEST_ADMIN.username, 'Projekt „Deichblick GmbH – Neuer Webshop“ angelegt'],
    ]);
  });

  it('lists changes of the tracking, system and retention settings and of e-mail templates, with who and what', async () => {
    const save = async (method: 'post' | 'put', path: string, body: object) =>
      api.http[method](path)
        .set(api.auth())
        .set('If-Match', await api.basedOn(api.token, path))
        .send(body)
        .expect((answer) => expect(answer.status).toBeLessThan(300));
    const tracking = (await api.http.get('/api/admin/tracking-config').set(api.auth()).expect(200)).body.config;
    await save('post', '/api/admin/tracking-config', { ...tracking, buttonClicks: { enabled: false } });
    await save('put', '/api/admin/system-settings/smtp', {
      host: 'mail.nordwerk.test',
      port: 587,
      user: 'agentur',
      password: 'smtp-geheim',
      from_email: 'anfragen@nordwerk.test',
      from_name: 'Nordwerk',
    });
    await save('put', '/api/admin/retention-settings', { requests_months: 6, analytics_months: 25 });
    const [template] = (await api.http.get('/api/admin/email-templates').set(api.auth()).expect(200)).body.templates;
    await save('put', `/api/admin/email-templates/${template.id}`, { subject: 'Danke, {{name}}' });

    const settings = await entries('settings');
    expect(settings.slice(0, 4).map((entry) => [entry.actor?.username, entry.summary])).toEqual([
      [TEST_ADMIN.username, `E-Mail-Vorlage „${template.name}“ gespeichert`],
      [
        TEST_ADMIN.username,
        'Aufbewahrung gespeichert: Anfragen nach 6 Monaten löschen, Rohdaten der Statistik 25 Monate aufbewahren',
      ],
      [TEST_ADMIN.username, 'SMTP-Einstellungen gespeichert (Server mail.nordwerk.test:587)'],
      [TEST_ADMIN.username, 'Tracking-Konfiguration gespeichert'],
    ]);
    expect(JSON.stringify(settings)).not.toContain('smtp-geheim');
  });

  it('lists a retention run with its counts, and a request staff deleted by when it came and its service', async () => {
    const received = await api.http
      .post('/api/offer-request')
      .set('X-Forwarded-For', '10.44.0.1')
      .send({ ...offerRequestBody('eva@example.de', 'Bitte ein Angebot.'), form_token: api.formToken() })
      .expect(201);
    await api.http
      .delete(`/api/admin/offer-requests/${received.body.id as string}`)
      .set(api.auth())
      .expect(200);
    await api.http.post('/api/admin/retention/run').set(api.auth()).expect(200);

    const [deleted] = await entries('requests');
    expect(deleted).toMatchObject({ actor: { username: TEST_ADMIN.username } });
    expect(deleted.summary).toMatch(/^Anfrage vom \d{1,2}\.\d{1,2}\.\d{4} \(SEO-Audit\) gelöscht$/);
    expect(deleted.summary).not.toContain('Eva');
    const [run] = await entries('retention');
    expect(run).toMatchObject({
      actor: { username: TEST_ADMIN.username },
      summary:
        'Aufbewahrung angewendet: 0 Anfragen, 0 zurückgehaltene Einsendungen und 0 Rohdaten-Zeilen der Statistik gelöscht',
    });
  });
});
