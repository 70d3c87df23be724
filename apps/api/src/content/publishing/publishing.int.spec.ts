import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  CONTENT_KINDS,
  editedDocumentAnswerSchema,
  isCollectionKind,
  plannedPublicationsAnswerSchema,
  previewLinkCreatedAnswerSchema,
  previewLinksAnswerSchema,
  publicationChangesAnswerSchema,
  publicationPlansAnswerSchema,
  PUBLISHING_PERMISSIONS,
  storedFaqCategorySchema,
  storedServiceSchema,
} from '@agency/contracts';
import { EventStore } from '@agency/event-store';
import { ContentRegistry } from '../content.registry';
import { startTestApi, type TestApi } from '../../testing/test-app';
import { PublicContentReader } from '../../web/public-content.reader';
import { toBerlinWallTime } from './berlin-time';
import { PreviewLinks } from './preview-links';
import { PublicationScheduler } from './publication-scheduler';

// Both instances run plans only when the test says so, with the time the test gives (no waiting).
let api: TestApi;
let second: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ PUBLICATION_TICK_MS: '0' });
  second = await startTestApi({ PUBLICATION_TICK_MS: '0' }, api.db);
  token = await api.login();
});

afterAll(async () => {
  await second?.app.close();
  await api?.close();
});

const auth = (bearer = token) => ({ Authorization: `Bearer ${bearer}` });

interface Package {
  id: string;
  name: string;
  price: number;
  version: number;
  publication: { published: boolean; hasDraft: boolean; plans: number };
}

async function createPackage(name: string, price: number): Promise<Package> {
  const created = await api.http.post('/api/admin/pricing-packages').set(auth()).send({ name, price }).expect(201);
  return created.body.package as Package;
}

async function publicPackage(name: string): Promise<{ price: number } | undefined> {
  const list = await api.http.get('/api/public/pricing-packages').expect(200);
  return (list.body as { name: string; price: number }[]).find((item) => item.name === name);
}

async function adminPackage(id: string): Promise<Package> {
  const list = await api.http.get('/api/admin/pricing-packages').set(auth()).expect(200);
  return (list.body.packages as Package[]).find((item) => item.id === id) as Package;
}

async function eventsOf(type: string): Promise<{ data: Record<string, unknown>; metadata: Record<string, unknown> }[]> {
  return api.app.get(DataSource).query('SELECT data, metadata FROM events WHERE type = $1 ORDER BY position', [type]);
}

describe('drafts of a collection item', () => {
  it('keeps the website as it is until the draft is published; history and changes name both steps', async () => {
    const item = await createPackage('Entwurfspaket', 149);
    const versionBefore = await api.http.get('/api/public/content-version').expect(200);

    const draft = await api.http
      .put(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(auth())
      .set('If-Match', `"${item.version}"`)
      .send({ price: 199 })
      .expect(200);
    expect(draft.body.package).toMatchObject({ price: 199, publication: { published: true, hasDraft: true } });
    expect(await publicPackage('Entwurfspaket')).toMatchObject({ price: 149 });
    // A draft moves no public content version: no page is rendered again for it.
    expect((await api.http.get('/api/public/content-version')).body).toEqual(versionBefore.body);

    const changes = await api.http.get(`/api/admin/pricing-packages/${item.id}/changes`).set(auth()).expect(200);
    expect(changes.body.changes).toEqual([{ field: 'price', before: 149, after: 199 }]);
    expect(publicationChangesAnswerSchema.parse(changes.body).changes).toEqual([
      { field: 'price', before: 149, after: 199 },
    ]);

    // A stale If-Match is a 409, as for every edit.
    await api.http
      .post(`/api/admin/pricing-packages/${item.id}/publish`)
      .set(auth())
      .set('If-Match', `"${item.version}"`)
      .expect(409);
    const published = await api.http
      .post(`/api/admin/pricing-packages/${item.id}/publish`)
      .set(auth())
      .set('If-Match', `"${draft.body.package.version}"`)
      .expect(200);
    expect(published.body.package).toMatchObject({ price: 199, publication: { published: true, hasDraft: false } });
    expect(await publicPackage('Entwurfspaket')).toMatchObject({ price: 199 });

    const history = await api.http.get(`/api/admin/pricing-packages/${item.id}/history`).set(auth()).expect(200);
    expect(history.body.history.map((entry: { type: string }) => entry.type)).toEqual([
      'created',
      'draft_saved',
      'published',
    ]);
    expect(history.body.history[1].changes).toEqual([{ field: 'price', before: 149, after: 199 }]);
    expect(history.body.history[2].changes).toEqual([{ field: 'price', before: 149, after: 199 }]);
    const [event] = await eventsOf('PricingPackagePublished');
    expect(event.metadata.actor).toMatchObject({ username: 'chefin' });
  });

  it('creates a new item as a draft the website never shows until it is published', async () => {
    const created = await api.http
      .post('/api/admin/pricing-packages/drafts')
      .set(auth())
      .send({ name: 'Geheimpaket', price: 99 })
      .expect(201);
    const id = created.body.id as string;
    expect(await publicPackage('Geheimpaket')).toBeUndefined();
    expect(await adminPackage(id)).toMatchObject({
      name: 'Geheimpaket',
      publication: { published: false, hasDraft: true },
    });
    await api.http
      .post(`/api/admin/pricing-packages/${id}/publish`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/pricing-packages/${id}/publish`))
      .send({})
      .expect(200);
    expect(await publicPackage('Geheimpaket')).toMatchObject({ price: 99 });
  });

  it('restores a draft version as the draft, never live', async () => {
    const item = await createPackage('Rückkehrpaket', 100);
    await api.http
      .put(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/pricing-packages/${item.id}/draft`))
      .send({ price: 120 })
      .expect(200);
    await api.http
      .delete(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/pricing-packages/${item.id}/draft`))
      .expect(200);
    expect((await adminPackage(item.id)).publication.hasDraft).toBe(false);
    await api.http
      .post(`/api/admin/pricing-packages/${item.id}/restore`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/pricing-packages/${item.id}/restore`))
      .send({ version: 2 })
      .expect(200);
    expect(await adminPackage(item.id)).toMatchObject({ price: 120, publication: { hasDraft: true } });
    expect(await publicPackage('Rückkehrpaket')).toMatchObject({ price: 100 });
  });
});

describe('drafts of documents', () => {
  it('saves a legal text as a draft, shows the words that change, publishes it', async () => {
    const live = await api.http.get('/api/public/legal/datenschutz').expect(200);
    const text = 'Wir speichern keine IP-Adressen. Kontakt per E-Mail.';
    await api.http
      .post('/api/admin/legal/datenschutz')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/legal/datenschutz'))
      .send({ content: text })
      .expect(200);
    await api.http
      .put('/api/admin/legal/datenschutz/draft')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/legal/datenschutz/draft'))
      .send({ content: 'Wir speichern niemals IP-Adressen. Kontakt per E-Mail.' })
      .expect(200);
    expect((await api.http.get('/api/public/legal/datenschutz')).body.content).toBe(text);
    expect(live.body.title).toBeDefined();

    const changes = await api.http.get('/api/admin/legal/datenschutz/changes').set(auth()).expect(200);
    expect(changes.body.changes).toHaveLength(1);
    const [change] = publicationChangesAnswerSchema.parse(changes.body).changes;
    expect(change.field).toBe('content');
    if (!change.words) throw new Error('Die Änderung eines Textes kommt Wort für Wort');
    expect(change.words.filter((part) => part.removed).map((part) => part.text)).toEqual(['keine']);
    expect(change.words.filter((part) => part.added).map((part) => part.text)).toEqual(['niemals']);

    const draft = await api.http.get('/api/admin/legal/datenschutz/draft').set(auth()).expect(200);
    expect(draft.body).toMatchObject({ status: { published: true, hasDraft: true } });
    await api.http
      .post('/api/admin/legal/datenschutz/publish')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/legal/datenschutz/publish'))
      .expect(200);
    expect((await api.http.get('/api/public/legal/datenschutz')).body.content).toContain('niemals');
  });

  it('saves the FAQ as a draft without changing /api/faqs', async () => {
    const before = await api.http.get('/api/faqs').expect(200);
    const admin = await api.http.get('/api/admin/faqs').set(auth()).expect(200);
    const edited = structuredClone(admin.body) as { title: string }[];
    edited[0].title = 'Neue Kategorie';
    await api.http
      .put('/api/admin/faqs/draft')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/faqs/draft'))
      .send(edited)
      .expect(200);
    expect((await api.http.get('/api/faqs')).body).toEqual(before.body);
    await api.http
      .post('/api/admin/faqs/publish')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/faqs/publish'))
      .expect(200);
    expect((await api.http.get('/api/faqs')).body[0].title).toBe('Neue Kategorie');
  });

  it('answers the FAQ and the services for their editors in the stored shape the back-office reads them with', async () => {
    for (const [path, entry] of [
      ['/api/admin/faqs/draft', storedFaqCategorySchema],
      ['/api/admin/services/draft', storedServiceSchema],
    ] as const) {
      const answer = await api.http.get(path).set(auth()).expect(200);
      const parsed = editedDocumentAnswerSchema(z.array(entry)).parse(answer.body);
      // Read as stored: every entry has its id, and nothing is added, dropped or normalised on the way.
      const { success, ...stored } = answer.body as { success: boolean };
      expect(success).toBe(true);
      expect(parsed.live?.length).toBeGreaterThan(0);
      expect(parsed).toEqual(stored);
    }
  });
});

describe('preview links', () => {
  it('open the drafts of their content for anyone holding them, until revoked; a forged one opens nothing', async () => {
    const item = await createPackage('Vorschaupaket', 50);
    await api.http
      .put(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/pricing-packages/${item.id}/draft`))
      .send({ price: 75 })
      .expect(200);
    const created = await api.http.post('/api/admin/pricing-packages/preview').set(auth()).send({}).expect(201);
    const { link } = previewLinkCreatedAnswerSchema.parse(created.body);
    expect(link.path).toMatch(/^\/preise\?vorschau=/);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    const tokenOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('vorschau') as string;
    const read = (previewToken: string) =>
      api.http
        .get('/api/public/preview/content')
        .query({ vorschau: previewToken, path: '/api/public/pricing-packages' });

    const seen = await read(tokenOf(link.path)).expect(200);
    expect(seen.headers['cache-control']).toBe('no-store, private');
    expect((seen.body as { name: string; price: number }[]).find((p) => p.name === 'Vorschaupaket')?.price).toBe(75);
    // The drafts of another content are not part of it, nor is the public answer changed.
    expect(await publicPackage('Vorschaupaket')).toMatchObject({ price: 50 });

    const forged = `${tokenOf(link.path).slice(0, -2)}AA`;
    await read(forged).expect(404);
    await read('x'.repeat(500)).expect(404);
    // Any instance opens it (the key comes from the shared JWT_SECRET), and a revocation holds on every one.
    expect(await second.app.get(PreviewLinks).open(tokenOf(link.path))).toMatchObject({ content: 'pricing-packages' });
    await api.http.delete(`/api/admin/pricing-packages/previews/${link.id}`).set(auth()).expect(200);
    await read(tokenOf(link.path)).expect(404);
    expect(await second.app.get(PreviewLinks).open(tokenOf(link.path))).toBeUndefined();
  });

  it('refuses a preview path that leaves the site (//host, http://, /\\host) or is no page of it with 400', async () => {
    const count = async () =>
      (await api.http.get('/api/admin/faqs/previews').set(auth()).expect(200)).body.links.length as number;
    const before = await count();
    for (const path of [
      '//2130706433',
      '//evil.example/preise',
      'http://evil.example/',
      '/\\evil.example',
      '/admin',
      '/unbekannt',
      'preise',
      '/preise/',
      '/preise?x=1',
    ]) {
      const refused = await api.http.post('/api/admin/faqs/preview').set(auth()).send({ path });
      expect([path, refused.status, refused.body.details]).toEqual([
        path,
        400,
        [{ field: 'path', message: 'Keine Seite dieser Website (z. B. /preise)' }],
      ]);
      expect(refused.body.message).toBe('Ungültige Eingabe: path: Keine Seite dieser Website (z. B. /preise)');
    }
    expect(await count()).toBe(before);

    const other = await api.http.post('/api/admin/faqs/preview').set(auth()).send({ path: '/preise' }).expect(201);
    expect(other.body.link.path).toMatch(/^\/preise\?vorschau=/);
    const own = await api.http.post('/api/admin/faqs/preview').set(auth()).send({}).expect(201);
    expect(own.body.link.path).toMatch(/^\/faq\?vorschau=/);
  });

  it('never hands out a link that leaves the site, not even for one stored before paths were checked', async () => {
    const dataSource = api.app.get(DataSource);
    const [admin]: { id: string }[] = await dataSource.query(`SELECT id FROM users WHERE username = 'chefin'`);
    const [stored]: { id: string }[] = await dataSource.query(
      `INSERT INTO content_preview_links (id, content, path, created_by, created_by_id, expires_at)
       VALUES (gen_random_uuid(), 'faqs', '//2130706433', 'chefin', $1, now() + interval '1 hour') RETURNING id`,
      [admin.id],
    );
    const { links } = previewLinksAnswerSchema.parse(
      (await api.http.get('/api/admin/faqs/previews').set(auth()).expect(200)).body,
    );
    const shown = links.find((link) => link.id === stored.id);
    expect(shown?.path).toMatch(/^\/\?vorschau=/);
    expect(shown?.url).toMatch(/^https?:\/\/[^/]+\/\?vorschau=/);
  });
});

describe('planned publications', () => {
  /** A Berlin wall time about `seconds` ahead (minutes: the plan's instant is at most a minute earlier). */
  const berlinIn = (seconds: number) => toBerlinWallTime(new Date(Date.now() + seconds * 1000));

  it('publishes once at its time, across two api instances, recorded for who planned it', async () => {
    const item = await createPackage('Mitternachtspaket', 300);
    await api.http
      .put(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/pricing-packages/${item.id}/draft`))
      .send({ price: 333 })
      .expect(200);
    const planned = await api.http
      .post(`/api/admin/pricing-packages/${item.id}/schedule`)
      .set(auth())
      .send({ at: berlinIn(120) })
      .expect(201);
    const due = new Date(planned.body.plan.at as string);
    expect(due.getTime()).toBeGreaterThan(Date.now());
    expect(planned.body.package.publication.plans).toBe(1);

    const schedulers = [api.app.get(PublicationScheduler), second.app.get(PublicationScheduler)];
    const before = new Date(due.getTime() - 1000);
    expect(await Promise.all(schedulers.map((scheduler) => scheduler.runDue(before)))).toEqual([0, 0]);
    expect(await publicPackage('Mitternachtspaket')).toMatchObject({ price: 300 });

    // Both instances look at the same moment, many times: one of them publishes, once.
    const at = new Date(due.getTime() + 1000);
    const ran = await Promise.all([...schedulers, ...schedulers].map((scheduler) => scheduler.runDue(at)));
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await publicPackage('Mitternachtspaket')).toMatchObject({ price: 333 });
    const published = (await eventsOf('PricingPackagePublished')).filter(
      (event) => event.data.planId === planned.body.plan.planId,
    );
    expect(published).toHaveLength(1);
    expect(published[0].metadata).toMatchObject({ actor: { username: 'chefin' }, via: 'plan' });
    expect(await Promise.all(schedulers.map((scheduler) => scheduler.runDue(at)))).toEqual([0, 0]);

    const plans = await api.http.get('/api/admin/pricing-packages/plans').set(auth()).expect(200);
    expect(
      publicationPlansAnswerSchema.parse(plans.body).plans.find((plan) => plan.planId === planned.body.plan.planId),
    ).toMatchObject({ state: 'done', outcome: 'published', plannedBy: 'chefin' });
    const history = await api.http.get(`/api/admin/pricing-packages/${item.id}/history`).set(auth()).expect(200);
    expect(history.body.history.map((entry: { type: string }) => entry.type)).toEqual([
      'created',
      'draft_saved',
      'publication_scheduled',
      'published',
    ]);
  });

  it('takes an item offline at its time; a cancelled plan never runs', async () => {
    const item = await createPackage('Saisonpaket', 80);
    const offline = await api.http
      .post(`/api/admin/pricing-packages/${item.id}/schedule`)
      .set(auth())
      .send({ action: 'take_offline', at: berlinIn(120) })
      .expect(201);
    await api.http
      .put(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/pricing-packages/${item.id}/draft`))
      .send({ price: 90 })
      .expect(200);
    const cancelled = await api.http
      .post(`/api/admin/pricing-packages/${item.id}/schedule`)
      .set(auth())
      .send({ at: berlinIn(120) })
      .expect(201);
    await api.http.delete(`/api/admin/pricing-packages/plans/${cancelled.body.plan.planId}`).set(auth()).expect(200);

    const at = new Date(new Date(offline.body.plan.at as string).getTime() + 1000);
    expect(await api.app.get(PublicationScheduler).runDue(at)).toBe(1);
    expect(await publicPackage('Saisonpaket')).toBeUndefined();
    expect(await adminPackage(item.id)).toMatchObject({ enabled: false, price: 90, publication: { hasDraft: true } });
  });

  it('refuses a time in the past, a malformed one, and plans of content without a draft', async () => {
    const item = await createPackage('Planlos', 10);
    const past = await api.http
      .post(`/api/admin/pricing-packages/${item.id}/schedule`)
      .set(auth())
      .send({ at: berlinIn(-3600) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Der Zeitpunkt muss in der Zukunft liegen');
    await api.http
      .post(`/api/admin/pricing-packages/${item.id}/schedule`)
      .set(auth())
      .send({ at: '2030-02-30T10:00' })
      .expect(400);
    await api.http
      .post(`/api/admin/pricing-packages/${item.id}/schedule`)
      .set(auth())
      .send({ at: 'morgen' })
      .expect(400);
    const noDraft = await api.http
      .post(`/api/admin/pricing-packages/${item.id}/schedule`)
      .set(auth())
      .send({ at: berlinIn(3600) });
    expect(noDraft.status).toBe(409);
    expect(noDraft.body.message).toBe('Es gibt keinen Entwurf zum Veröffentlichen');
  });
});

describe('the activity log', () => {
  const berlinIn = (seconds: number) => toBerlinWallTime(new Date(Date.now() + seconds * 1000));
  interface Entry {
    kind: string;
    actor: { id: string; username: string } | null;
    summary: string;
  }
  const activity = async (query: Record<string, string>) =>
    (await api.http.get('/api/admin/activity').query(query).set(auth()).expect(200)).body.entries as Entry[];

  it('lists publishes, plans, their runs (for who planned them) and cancelled plans, by person and kind', async () => {
    const created = await api.http
      .post('/api/admin/users')
      .set(auth())
      .send({
        username: 'planerin',
        email: 'planerin@example.de',
        password: 'Planerin-Fischbroetchen-8',
        permissions: { pricing: true },
      })
      .expect(201);
    const planerin = {
      id: created.body.user.id as string,
      token: await api.login('planerin', 'Planerin-Fischbroetchen-8'),
    };
    const item = await createPackage('Protokollpaket', 10);
    const asPlanerin = auth(planerin.token);

    await api.http
      .put(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(asPlanerin)
      .set('If-Match', await api.basedOn(planerin.token, `/api/admin/pricing-packages/${item.id}/draft`))
      .send({ price: 11 })
      .expect(200);
    await api.http
      .post(`/api/admin/pricing-packages/${item.id}/publish`)
      .set(asPlanerin)
      .set('If-Match', await api.basedOn(planerin.token, `/api/admin/pricing-packages/${item.id}/publish`))
      .expect(200);
    await api.http
      .put(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(asPlanerin)
      .set('If-Match', await api.basedOn(planerin.token, `/api/admin/pricing-packages/${item.id}/draft`))
      .send({ price: 12 })
      .expect(200);
    const planned = await api.http
      .post(`/api/admin/pricing-packages/${item.id}/schedule`)
      .set(asPlanerin)
      .send({ at: berlinIn(120) })
      .expect(201);
    const cancelled = await api.http
      .post(`/api/admin/pricing-packages/${item.id}/schedule`)
      .set(asPlanerin)
      .send({ action: 'take_offline', at: berlinIn(600) })
      .expect(201);
    // The admin cancels the second plan; the first runs on time, for planerin.
    await api.http.delete(`/api/admin/pricing-packages/plans/${cancelled.body.plan.planId}`).set(auth()).expect(200);
    const at = new Date(new Date(planned.body.plan.at as string).getTime() + 1000);
    expect(await api.app.get(PublicationScheduler).runDue(at)).toBe(1);
    expect(await publicPackage('Protokollpaket')).toMatchObject({ price: 12 });

    const hers = await activity({ person: planerin.id, limit: '100' });
    const when = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' });
    expect(hers.filter((e) => e.kind === 'publish' || e.kind === 'schedule').map((e) => [e.kind, e.summary])).toEqual([
      ['publish', 'Paket „Protokollpaket“ veröffentlicht (geplant)'],
      ['schedule', `Paket „Protokollpaket“: geplant (offline nehmen am ${when(cancelled.body.plan.at)})`],
      ['schedule', `Paket „Protokollpaket“: geplant (veröffentlichen am ${when(planned.body.plan.at)})`],
      ['publish', 'Paket „Protokollpaket“ veröffentlicht'],
    ]);
    expect(
      hers.filter((e) => e.kind === 'publish' || e.kind === 'schedule').every((e) => e.actor?.id === planerin.id),
    ).toBe(true);
    // What happened to her account is hers too, done by the admin.
    expect(hers.find((e) => e.kind === 'rights')?.actor?.username).toBe('chefin');

    const plans = await activity({ kind: 'schedule', limit: '100' });
    expect(plans.every((e) => e.kind === 'schedule')).toBe(true);
    expect(plans[0]).toMatchObject({
      summary: 'Paket „Protokollpaket“: Planung aufgehoben',
      actor: { username: 'chefin' },
    });
    expect((await activity({ kind: 'schedule', person: planerin.id })).map((e) => e.summary)).toEqual([
      `Paket „Protokollpaket“: geplant (offline nehmen am ${when(cancelled.body.plan.at)})`,
      `Paket „Protokollpaket“: geplant (veröffentlichen am ${when(planned.body.plan.at)})`,
    ]);
    const publishes = await activity({ kind: 'publish', limit: '100' });
    expect(publishes[0]).toMatchObject({
      summary: 'Paket „Protokollpaket“ veröffentlicht (geplant)',
      actor: { id: planerin.id },
    });
  });
});

describe("'Geplant' across content types", () => {
  const berlinIn = (seconds: number) => toBerlinWallTime(new Date(Date.now() + seconds * 1000));
  const overview = async (bearer = token) =>
    plannedPublicationsAnswerSchema.parse((await api.http.get('/api/admin/plans').set(auth(bearer)).expect(200)).body)
      .plans;

  /** Plans a publication of the content under `path` (an item's path for an item); answers the plan's id. */
  const schedule = async (path: string, body: { action?: string; at: string }) =>
    (await api.http.post(`/api/admin/${path}/schedule`).set(auth()).send(body).expect(201)).body.plan.planId as string;
  /** A success story with a draft of `draft`; answers its id. */
  const storyWithDraft = async (fields: { company: string; title: string }, draft: { title: string }) => {
    const created = await api.http
      .post('/api/admin/success-stories')
      .set(auth())
      .send({ ...fields, enabled: true })
      .expect(201);
    const id = (created.body.story as { id: string }).id;
    await api.http
      .put(`/api/admin/success-stories/${id}/draft`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/success-stories/${id}/draft`))
      .send(draft)
      .expect(200);
    return id;
  };

  it('lists every plan staff may see, and cancels one only with the permission of its content', async () => {
    const item = await createPackage('Überblickspaket', 40);
    await api.http
      .put(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/pricing-packages/${item.id}/draft`))
      .send({ price: 45 })
      .expect(200);
    const pricePlan = await schedule(`pricing-packages/${item.id}`, { at: berlinIn(3600) });
    const story = await storyWithDraft({ company: 'Nordlicht GmbH', title: 'Alter Titel' }, { title: 'Neuer Shop' });
    const storyPlan = await schedule(`success-stories/${story}`, { at: berlinIn(5400) });
    // One whose draft was published: named by the live item.
    const published = await storyWithDraft({ company: 'Hafenblick KG', title: 'Entwurfstitel' }, { title: 'Relaunch' });
    await api.http
      .post(`/api/admin/success-stories/${published}/publish`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/success-stories/${published}/publish`))
      .send({})
      .expect(200);
    const offlinePlan = await schedule(`success-stories/${published}`, { action: 'take_offline', at: berlinIn(6000) });
    const faqs = (await api.http.get('/api/admin/faqs').set(auth()).expect(200)).body as { title: string }[];
    faqs[0].title = 'Geplante Kategorie';
    await api.http
      .put('/api/admin/faqs/draft')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/faqs/draft'))
      .send(faqs)
      .expect(200);
    const faqPlan = await schedule('faqs', { at: berlinIn(7200) });

    const all = await overview();
    expect(all.find((plan) => plan.planId === pricePlan)).toMatchObject({
      content: 'pricing-packages',
      contentLabel: 'Preispakete',
      itemTitle: 'Überblickspaket',
      state: 'planned',
      plannedBy: 'chefin',
    });
    // Named as everywhere staff see items (item-title.ts), by its draft: company and title.
    expect(all.find((plan) => plan.planId === storyPlan)).toMatchObject({
      content: 'success-stories',
      itemTitle: 'Nordlicht GmbH – Neuer Shop',
    });
    expect(all.find((plan) => plan.planId === offlinePlan)).toMatchObject({ itemTitle: 'Hafenblick KG – Relaunch' });
    expect(all.find((plan) => plan.planId === faqPlan)).toMatchObject({
      content: 'faqs',
      contentLabel: 'FAQ',
      itemTitle: null,
      state: 'planned',
    });

    await api.http
      .post('/api/admin/users')
      .set(auth())
      .send({
        username: 'faq-planung',
        email: 'faq-planung@example.de',
        password: 'Moewe-Kompass-Duene-31',
        permissions: { faq: true },
      })
      .expect(201);
    await api.http
      .post('/api/admin/users')
      .set(auth())
      .send({
        username: 'nur-anfragen',
        email: 'nur-anfragen@example.de',
        password: 'Anker-Brise-Haff-52',
        permissions: { requests: true },
      })
      .expect(201);
    const faqEditor = await api.login('faq-planung', 'Moewe-Kompass-Duene-31');
    const theirs = await overview(faqEditor);
    expect(theirs.map((plan) => plan.content).every((content) => content === 'faqs')).toBe(true);
    expect(theirs.map((plan) => plan.planId)).toContain(faqPlan);
    // Without any content permission the overview is not theirs at all, as the tab is not.
    const requestsOnly = await api.login('nur-anfragen', 'Anker-Brise-Haff-52');
    await api.http.get('/api/admin/plans').set(auth(requestsOnly)).expect(403);

    // The price plan is not theirs to cancel: 403, and it stays.
    const refused = await api.http.delete(`/api/admin/plans/${pricePlan}`).set(auth(faqEditor));
    expect([refused.status, refused.body.message]).toEqual([403, 'Keine Berechtigung für diesen Bereich']);
    expect((await overview()).find((plan) => plan.planId === pricePlan)?.state).toBe('planned');
    await api.http.delete(`/api/admin/plans/${faqPlan}`).set(auth(faqEditor)).expect(200);
    expect((await overview(faqEditor)).find((plan) => plan.planId === faqPlan)?.state).toBe('cancelled');
    // Once cancelled, or never there: 404.
    await api.http.delete(`/api/admin/plans/${faqPlan}`).set(auth(faqEditor)).expect(404);
    await api.http.delete('/api/admin/plans/00000000-0000-4000-8000-000000000000').set(auth()).expect(404);
    await api.http.delete('/api/admin/plans/nicht-da').set(auth()).expect(404);
    await api.http.get('/api/admin/plans').expect(401);

    // The admin cancels the price plan from the overview; the stream records it for them.
    await api.http.delete(`/api/admin/plans/${pricePlan}`).set(auth()).expect(200);
    expect((await adminPackage(item.id)).publication.plans).toBe(0);
    await api.http.delete(`/api/admin/plans/${storyPlan}`).set(auth()).expect(200);
    await api.http.delete(`/api/admin/plans/${offlinePlan}`).set(auth()).expect(200);
    await api.http
      .delete('/api/admin/faqs/draft')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/faqs/draft'))
      .expect(200);
  });

  it('knows every content type staff can plan, by the permissions the back-office shows it for', () => {
    expect(new Set(api.app.get(ContentRegistry).plannable.map((content) => content.permission))).toEqual(
      new Set(PUBLISHING_PERMISSIONS),
    );
  });

  it('reads in-process, for every kind the website reads, exactly what its public endpoint answers over HTTP', async () => {
    const reader = api.app.get(PublicContentReader);
    expect([...reader.paths].sort()).toEqual(
      [
        ...CONTENT_KINDS.map((kind) =>
          isCollectionKind(kind)
            ? kind.publicPath && `/${kind.publicPath}`
            : kind.publicRead && `/${kind.publicRead.path}`,
        ).filter((path) => path !== undefined),
        '/api/public/cookieless-counting',
      ].sort(),
    );
    for (const path of reader.paths) {
      const answer = await api.http.get(path).expect(200);
      expect({ path, body: await reader.read(path) }).toEqual({ path, body: answer.body });
    }
  });
});

describe('permissions', () => {
  it('are checked on the server for drafts, publishing, preview links and plans', async () => {
    await api.http
      .post('/api/admin/users')
      .set(auth())
      .send({ username: 'faqonly', email: 'faq@example.de', password: 'faq-passwort-1', permissions: { faq: true } })
      .expect(201);
    const editor = await api.login('faqonly', 'faq-passwort-1');
    const item = await createPackage('Geschützt', 70);
    const calls = [
      api.http.put(`/api/admin/pricing-packages/${item.id}/draft`).send({ price: 1 }),
      api.http.post(`/api/admin/pricing-packages/${item.id}/publish`),
      api.http.post('/api/admin/pricing-packages/drafts').send({ name: 'x', price: 1 }),
      api.http.get(`/api/admin/pricing-packages/${item.id}/changes`),
      api.http.post('/api/admin/pricing-packages/preview').send({}),
      api.http.get('/api/admin/pricing-packages/previews'),
      api.http.post(`/api/admin/pricing-packages/${item.id}/schedule`).send({ at: '2030-01-01T00:00' }),
      api.http.get('/api/admin/pricing-packages/plans'),
      api.http.put('/api/admin/legal/impressum/draft').send({ company: 'x' }),
      api.http.post('/api/admin/website-settings/publish'),
    ];
    for (const call of calls) {
      const refused = await call.set(auth(editor));
      expect([refused.status, refused.body.message]).toEqual([403, 'Keine Berechtigung für diesen Bereich']);
    }
    await api.http.put(`/api/admin/pricing-packages/${item.id}/draft`).send({ price: 1 }).expect(401);
    // Their own area works.
    await api.http.get('/api/admin/faqs/draft').set(auth(editor)).expect(200);
    expect(await publicPackage('Geschützt')).toMatchObject({ price: 70 });
  });
});

describe('plans and preview links of staff who may no longer act', () => {
  const berlinIn = (seconds: number) => toBerlinWallTime(new Date(Date.now() + seconds * 1000));
  /** A new editor with `permissions`, logged in. */
  const editor = async (username: string, permissions: Record<string, boolean>) => {
    const password = `${username}-geheim-1`;
    const created = await api.http
      .post('/api/admin/users')
      .set(auth())
      .send({ username, email: `${username}@example.de`, password, permissions })
      .expect(201);
    return { id: created.body.user.id as string, token: await api.login(username, password) };
  };
  const planOf = async (planId: string) =>
    ((await api.http.get('/api/admin/plans').set(auth()).expect(200)).body.plans as Record<string, unknown>[]).find(
      (plan) => plan.planId === planId,
    );
  const publicFaqTitles = async () =>
    ((await api.http.get('/api/faqs').expect(200)).body as { title: string }[]).map((category) => category.title);
  /** A change of the account only the log knows (made on another instance, whatever happened there since). */
  const changeAccountInLog = (userId: string, event: { type: string; data: Record<string, unknown> }) =>
    api.app.get(EventStore).appendToStream(`user-${userId}`, [event], { expectedVersion: 'any' });
  const tokenOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('vorschau') as string;
  const opens = async (previewToken: string) =>
    (
      await api.http
        .get('/api/public/preview/content')
        .query({ vorschau: previewToken, path: '/api/public/pricing-packages' })
    ).status;

  it("does not run the plan of an editor who was deactivated and deleted: it fails with its reason under 'Geplant' and in 'Aktivität'", async () => {
    const faqEditor = await editor('faq-weg', { faq: true });
    const live = await publicFaqTitles();
    const faqs = (await api.http.get('/api/admin/faqs').set(auth()).expect(200)).body as { title: string }[];
    const titled = (title: string) => faqs.map((category, index) => (index === 0 ? { ...category, title } : category));
    await api.http
      .put('/api/admin/faqs/draft')
      .set(auth(faqEditor.token))
      .set('If-Match', await api.basedOn(faqEditor.token, '/api/admin/faqs/draft'))
      .send(titled('Entwurf der Redakteurin'))
      .expect(200);
    const planned = await api.http
      .post('/api/admin/faqs/schedule')
      .set(auth(faqEditor.token))
      .send({ action: 'publish', at: berlinIn(120) })
      .expect(201);
    const planId = planned.body.plan.planId as string;
    // Meanwhile the admin works on a newer draft, not ready yet.
    await api.http
      .put('/api/admin/faqs/draft')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/faqs/draft'))
      .send(titled('Entwurf der Chefin'))
      .expect(200);

    await api.http.put(`/api/admin/users/${faqEditor.id}`).set(auth()).send({ active: false }).expect(200);
    await api.http.delete(`/api/admin/users/${faqEditor.id}`).set(auth()).expect(200);
    const at = new Date(new Date(planned.body.plan.at as string).getTime() + 1000);
    const schedulers = [api.app.get(PublicationScheduler), second.app.get(PublicationScheduler)];
    expect(await Promise.all(schedulers.map((scheduler) => scheduler.runDue(at)))).toEqual([0, 0]);

    expect(await publicFaqTitles()).toEqual(live);
    expect((await eventsOf('FaqCatalogPublished')).filter((event) => event.data.planId === planId)).toEqual([]);
    expect(await planOf(planId)).toMatchObject({
      state: 'failed',
      error: 'Nicht ausgeführt: Die planende Person ist nicht mehr aktiv.',
      plannedBy: 'faq-weg',
    });
    const activity = await api.http.get('/api/admin/activity').query({ kind: 'schedule' }).set(auth()).expect(200);
    expect(activity.body.entries[0]).toMatchObject({
      summary: 'FAQ: Planung nicht ausgeführt. Die planende Person ist nicht mehr aktiv.',
      actor: { username: 'chefin' },
    });
    const history = await api.http.get('/api/admin/faqs/history').set(auth()).expect(200);
    expect(history.body.history.at(-1)).toMatchObject({ type: 'publication_failed', actor: 'chefin' });

    // Staff take the failed plan off the list ('Absagen'); the admin's draft is still only a draft.
    await api.http.delete(`/api/admin/plans/${planId}`).set(auth()).expect(200);
    expect(await planOf(planId)).toMatchObject({ state: 'cancelled' });
    expect((await api.http.get('/api/admin/faqs/draft').set(auth()).expect(200)).body.draft[0].title).toBe(
      'Entwurf der Chefin',
    );
    await api.http
      .delete('/api/admin/faqs/draft')
      .set(auth())
      .set('If-Match', await api.basedOn(token, '/api/admin/faqs/draft'))
      .expect(200);
  });

  it('checks the planner when the plan runs: one who lost the permission, the account or was deactivated since runs nothing', async () => {
    const cases = [
      {
        username: 'preis-entzogen',
        change: { type: 'UserDetailsChanged', data: { permissions: { faq: true } } },
        error: 'Nicht ausgeführt: Die planende Person hat keine Berechtigung mehr für diesen Bereich.',
      },
      {
        username: 'preis-inaktiv',
        change: { type: 'UserDeactivated', data: {} },
        error: 'Nicht ausgeführt: Die planende Person ist nicht mehr aktiv.',
      },
      {
        username: 'preis-geloescht',
        change: { type: 'UserDeleted', data: {} },
        error: 'Nicht ausgeführt: Die planende Person existiert nicht mehr.',
      },
    ];
    const planned = [];
    for (const [index, { username, change }] of cases.entries()) {
      const planner = await editor(username, { pricing: true });
      const item = await createPackage(`Laufzeitpaket ${index}`, 100);
      await api.http
        .put(`/api/admin/pricing-packages/${item.id}/draft`)
        .set(auth(planner.token))
        .set('If-Match', await api.basedOn(planner.token, `/api/admin/pricing-packages/${item.id}/draft`))
        .send({ price: 1 })
        .expect(200);
      const plan = await api.http
        .post(`/api/admin/pricing-packages/${item.id}/schedule`)
        .set(auth(planner.token))
        .send({ at: berlinIn(120) })
        .expect(201);
      await changeAccountInLog(planner.id, change);
      planned.push({ item, planId: plan.body.plan.planId as string, at: new Date(plan.body.plan.at as string) });
    }

    const at = new Date(Math.max(...planned.map((plan) => plan.at.getTime())) + 1000);
    expect(await api.app.get(PublicationScheduler).runDue(at)).toBe(0);
    for (const [index, { item, planId }] of planned.entries()) {
      expect(await publicPackage(`Laufzeitpaket ${index}`)).toMatchObject({ price: 100 });
      expect(await planOf(planId)).toMatchObject({ state: 'failed', error: cases[index].error });
      const history = await api.http.get(`/api/admin/pricing-packages/${item.id}/history`).set(auth()).expect(200);
      expect(history.body.history.at(-1)).toMatchObject({ type: 'publication_failed', actor: cases[index].username });
      // 'Aktivität' lists the failed run under the planner's name, with its reason.
      const logged = await api.http.get('/api/admin/activity').query({ kind: 'schedule' }).set(auth()).expect(200);
      expect(logged.body.entries).toContainEqual(
        expect.objectContaining({
          summary: expect.stringContaining(
            `Planung nicht ausgeführt. ${cases[index].error.slice('Nicht ausgeführt: '.length)}`,
          ),
          actor: expect.objectContaining({ username: cases[index].username }),
        }),
      );
    }
    // A failed plan never runs later, whatever happens to the account.
    expect(await api.app.get(PublicationScheduler).runDue(new Date(at.getTime() + 60_000))).toBe(0);
    expect(await publicPackage('Laufzeitpaket 0')).toMatchObject({ price: 100 });
  });

  it('a preview link opens nothing once its creator is deactivated, deleted or has lost the permission', async () => {
    const item = await createPackage('Abschiedspaket', 60);
    await api.http
      .put(`/api/admin/pricing-packages/${item.id}/draft`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `/api/admin/pricing-packages/${item.id}/draft`))
      .send({ price: 65 })
      .expect(200);
    const creators: { id: string; token: string }[] = [];
    for (const username of ['vorschau-entzogen', 'vorschau-inaktiv', 'vorschau-geloescht', 'vorschau-log'])
      creators.push(await editor(username, { pricing: true }));
    const links: { id: string; path: string }[] = [];
    for (const creator of creators) {
      const created = await api.http
        .post('/api/admin/pricing-packages/preview')
        .set(auth(creator.token))
        .send({})
        .expect(201);
      links.push(created.body.link as { id: string; path: string });
    }
    const mine = (await api.http.post('/api/admin/pricing-packages/preview').set(auth()).send({}).expect(201)).body
      .link as { path: string };
    for (const link of links) expect(await opens(tokenOf(link.path))).toBe(200);

    await api.http
      .put(`/api/admin/users/${creators[0].id}`)
      .set(auth())
      .send({ permissions: { faq: true } })
      .expect(200);
    expect(await opens(tokenOf(links[0].path))).toBe(404);
    await api.http.put(`/api/admin/users/${creators[1].id}`).set(auth()).send({ active: false }).expect(200);
    expect(await opens(tokenOf(links[1].path))).toBe(404);
    // It ended with the deactivation: taking the account back does not bring it back.
    await api.http.put(`/api/admin/users/${creators[1].id}`).set(auth()).send({ active: true }).expect(200);
    expect(await opens(tokenOf(links[1].path))).toBe(404);
    await api.http.delete(`/api/admin/users/${creators[2].id}`).set(auth()).expect(200);
    expect(await opens(tokenOf(links[2].path))).toBe(404);
    // Checked whenever it opens, whatever this instance saw of the change.
    await changeAccountInLog(creators[3].id, { type: 'UserDeactivated', data: {} });
    expect(await opens(tokenOf(links[3].path))).toBe(404);
    expect(await second.app.get(PreviewLinks).open(tokenOf(links[3].path))).toBeUndefined();

    expect(await opens(tokenOf(mine.path))).toBe(200);
    const listed = await api.http.get('/api/admin/pricing-packages/previews').set(auth()).expect(200);
    const listedIds = (listed.body.links as { id: string }[]).map((link) => link.id);
    expect(listedIds.filter((id) => links.some((link) => link.id === id))).toEqual([]);
  });
});

describe('rebuilding the read models', () => {
  it('gives back the same drafts and plans from the log', async () => {
    const dataSource = api.app.get(DataSource);
    const snapshot = async () => ({
      drafts: await dataSource.query(
        'SELECT stream_id, content, item_id, data, version FROM content_drafts ORDER BY 1',
      ),
      plans: await dataSource.query(
        'SELECT plan_id, content, stream_id, item_id, action, due_at, state, outcome, planned_by FROM content_publication_plans ORDER BY 1',
      ),
      items: await dataSource.query('SELECT collection, id, data, version FROM content_items ORDER BY 1, 2'),
    });
    const before = await snapshot();
    expect(before.drafts.length).toBeGreaterThan(0);
    expect(before.plans.length).toBeGreaterThan(0);
    await api.app.get(EventStore).rebuildProjections();
    expect(await snapshot()).toEqual(before);
  });
});
