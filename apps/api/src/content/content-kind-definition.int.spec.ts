import { z } from 'zod';
import {
  CONTENT_KINDS,
  defineContentKind,
  plannedPublicationsAnswerSchema,
  previewLinksAnswerSchema,
} from '@agency/contracts';
import { startTestApi, TEST_ADMIN, type TestApi } from '../testing/test-app';
import { PublicContentReader } from '../web/public-content.reader';
import { toBerlinWallTime } from './publishing/berlin-time';
import { PublicationScheduler } from './publishing/publication-scheduler';
import { BUILT_IN_CONTENT } from './seed/seed-content';

/**
 * A collection that exists only in this file: its definition and its built-in content are all the api is
 * given. Everything below (admin routes, drafts, plans, history, trash, the public read, the API
 * documentation, the first start's content) follows from them.
 */
const workshopsKind = defineContentKind({
  name: 'workshops',
  cardinality: 'many',
  schema: z
    .object({
      title: z.string().trim().min(1, 'Titel ist ein Pflichtfeld').max(200),
      seats: z.coerce.number().int().min(1).default(12),
      enabled: z.boolean().default(true),
      sample: z.boolean().optional(),
    })
    .strip(),
  permission: 'services',
  label: 'Workshop',
  pluralLabel: 'Workshops',
  eventPrefix: 'Workshop',
  pluralEventPrefix: 'Workshops',
  publishable: true,
  previewPath: '/leistungen',
  publicPath: 'api/public/workshops',
  listKey: 'workshops',
  itemKey: 'workshop',
  emptyMessage: 'Keine Daten zum Speichern',
});

const admin = '/api/admin/workshops';
const builtInWorkshop = {
  id: 'workshop-website-check',
  title: 'Website-Check für Einsteiger',
  seats: 10,
  sample: true,
};

let api: TestApi;
let token: string;

beforeAll(async () => {
  // Plans run only when the test says so, with the time the test gives; outside production the API
  // documentation answers on the one port.
  api = await startTestApi({ NODE_ENV: 'test', PUBLICATION_TICK_MS: '0' }, undefined, {
    kinds: [...CONTENT_KINDS, workshopsKind],
    builtIn: {
      ...BUILT_IN_CONTENT,
      collections: { ...BUILT_IN_CONTENT.collections, [workshopsKind.name]: [builtInWorkshop] },
    },
  });
  token = await api.login();
});

afterAll(async () => {
  await api?.close();
});

const auth = () => ({ Authorization: `Bearer ${token}` });

interface Workshop {
  id: string;
  title: string;
  seats: number;
  enabled: boolean;
  version: number;
  publication: { published: boolean; hasDraft: boolean; plans: number };
}

const create = async (title: string, seats = 12): Promise<Workshop> =>
  (await api.http.post(admin).set(auth()).send({ title, seats }).expect(201)).body.workshop as Workshop;
const adminList = async () => (await api.http.get(admin).set(auth()).expect(200)).body.workshops as Workshop[];
const adminItem = async (id: string) => (await adminList()).find((item) => item.id === id);
const publicList = async () =>
  (await api.http.get('/api/public/workshops').expect(200)).body as { id: string; title: string; seats: number }[];
const publicItem = async (id: string) => (await publicList()).find((item) => item.id === id);

describe('a kind defined only here', () => {
  it('gets its built-in content on the first start, marked as sample and shown without the mark', async () => {
    expect(await adminItem(builtInWorkshop.id)).toMatchObject({ ...builtInWorkshop, enabled: true, version: 1 });
    expect(await publicItem(builtInWorkshop.id)).toEqual({
      id: builtInWorkshop.id,
      title: builtInWorkshop.title,
      seats: builtInWorkshop.seats,
      enabled: true,
    });
  });

  it('keeps the sample mark through a switch, and clears it with staff’s own words', async () => {
    const { id } = builtInWorkshop;
    const edit = async (body: object) =>
      api.http
        .put(`${admin}/${id}`)
        .set(auth())
        .set('If-Match', await api.basedOn(token, `${admin}/${id}`))
        .send(body)
        .expect(200);
    expect((await edit({ enabled: false })).body.workshop).toMatchObject({ enabled: false, sample: true });
    expect((await edit({ enabled: true, title: 'Website-Check für Betriebe' })).body.workshop).toMatchObject({
      enabled: true,
      title: 'Website-Check für Betriebe',
      sample: false,
    });
  });

  it('gets the admin routes: list, create, edit, history, restore and trash', async () => {
    const item = await create('  SEO für Handwerker ', 8);
    expect(item).toMatchObject({ title: 'SEO für Handwerker', seats: 8, enabled: true, version: 1 });
    expect((await adminList()).map((listed) => listed.id)).toContain(item.id);

    const refused = await api.http.post(admin).set(auth()).send({ title: ' ' });
    expect([refused.status, refused.body.message]).toEqual([400, 'Titel ist ein Pflichtfeld']);
    const empty = await api.http.post(admin).set(auth()).send({});
    expect([empty.status, empty.body.message]).toEqual([400, 'Keine Daten zum Speichern']);

    const edited = await api.http
      .put(`${admin}/${item.id}`)
      .set(auth())
      .set('If-Match', '"1"')
      .send({ ...item, seats: 10 })
      .expect(200);
    expect(edited.body.workshop).toMatchObject({ seats: 10, version: 2 });
    await api.http.put(`${admin}/${item.id}`).set(auth()).set('If-Match', '"1"').send({ seats: 9 }).expect(409);

    const history = (await api.http.get(`${admin}/${item.id}/history`).set(auth()).expect(200)).body.history;
    expect(history.map((entry: { version: number; type: string }) => [entry.version, entry.type])).toEqual([
      [1, 'created'],
      [2, 'changed'],
    ]);
    expect(history[1]).toMatchObject({
      actor: TEST_ADMIN.username,
      changes: [{ field: 'seats', before: 8, after: 10 }],
    });

    const restored = await api.http
      .post(`${admin}/${item.id}/restore`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `${admin}/${item.id}/restore`))
      .send({ version: 1 })
      .expect(200);
    expect(restored.body.workshop).toMatchObject({ seats: 8, version: 3 });

    await api.http
      .delete(`${admin}/${item.id}`)
      .set(auth())
      .set('If-Match', await api.basedOn(token, `${admin}/${item.id}`))
      .expect(200);
    expect(await adminItem(item.id)).toBeUndefined();
    expect(await publicItem(item.id)).toBeUndefined();
    const trash = (await api.http.get(`${admin}/trash`).set(auth()).expect(200)).body.items as Workshop[];
    expect(trash.map((trashed) => trashed.id)).toContain(item.id);

    await api.http.post(`${admin}/trash/${item.id}/restore`).set(auth()).expect(200);
    expect(await adminItem(item.id)).toMatchObject({ title: 'SEO für Handwerker', seats: 8 });
    expect(await publicItem(item.id)).toMatchObject({ title: 'SEO für Handwerker', seats: 8 });
  });

  it('gets its public read at /api/public/<name>: enabled items in the staff order, read in-process too', async () => {
    const first = await create('Barrierefreie Websites');
    const second = await create('Online-Shop in einem Tag');
    const hidden = await create('Interner Termin');
    await api.http
      .put(`${admin}/${hidden.id}`)
      .set(auth())
      .set('If-Match', `"${hidden.version}"`)
      .send({ enabled: false })
      .expect(200);
    await api.http
      .post(`${admin}/reorder`)
      .set(auth())
      .send({ ids: [second.id, first.id, hidden.id] })
      .expect(200);

    const listed = (await publicList()).map((item) => item.id);
    expect(listed).not.toContain(hidden.id);
    expect(listed.indexOf(second.id)).toBeLessThan(listed.indexOf(first.id));
    expect(await publicItem(first.id)).toEqual({
      id: first.id,
      title: 'Barrierefreie Websites',
      seats: 12,
      enabled: true,
    });

    const reader = api.app.get(PublicContentReader);
    expect(reader.paths).toContain('/api/public/workshops');
    expect(await reader.read('/api/public/workshops')).toEqual(await publicList());
  });

  it('gets drafts and preview links: the website shows a draft only once it is published', async () => {
    const item = await create('Social Media für Vereine');
    const draft = await api.http
      .put(`${admin}/${item.id}/draft`)
      .set(auth())
      .set('If-Match', `"${item.version}"`)
      .send({ title: 'Social Media für Sportvereine' })
      .expect(200);
    expect(draft.body.workshop).toMatchObject({ publication: { published: true, hasDraft: true } });
    expect(await publicItem(item.id)).toMatchObject({ title: 'Social Media für Vereine' });
    const changes = await api.http.get(`${admin}/${item.id}/changes`).set(auth()).expect(200);
    expect(changes.body.changes).toMatchObject([
      { field: 'title', before: 'Social Media für Vereine', after: 'Social Media für Sportvereine' },
    ]);

    const link = await api.http.post(`${admin}/preview`).set(auth()).send({}).expect(201);
    expect(link.body.link.path).toMatch(/^\/leistungen\?vorschau=/);
    const links = await api.http.get(`${admin}/previews`).set(auth()).expect(200);
    expect(previewLinksAnswerSchema.parse(links.body).links.map((open) => open.id)).toContain(link.body.link.id);

    const published = await api.http
      .post(`${admin}/${item.id}/publish`)
      .set(auth())
      .set('If-Match', `"${draft.body.workshop.version}"`)
      .expect(200);
    expect(published.body.workshop).toMatchObject({ publication: { published: true, hasDraft: false } });
    expect(await publicItem(item.id)).toMatchObject({ title: 'Social Media für Sportvereine' });
    const history = (await api.http.get(`${admin}/${item.id}/history`).set(auth()).expect(200)).body.history;
    expect(history.map((entry: { type: string }) => entry.type)).toEqual(['created', 'draft_saved', 'published']);
  });

  it('gets plans: a draft is published at its planned time and listed in Geplant with the kind’s name', async () => {
    const item = await create('Fotografie für Produkte', 6);
    await api.http
      .put(`${admin}/${item.id}/draft`)
      .set(auth())
      .set('If-Match', `"${item.version}"`)
      .send({ seats: 16 })
      .expect(200);
    const planned = await api.http
      .post(`${admin}/${item.id}/schedule`)
      .set(auth())
      .send({ at: toBerlinWallTime(new Date(Date.now() + 120_000)) })
      .expect(201);
    const planId = planned.body.plan.planId as string;
    expect(planned.body.workshop.publication.plans).toBe(1);

    const overview = plannedPublicationsAnswerSchema.parse(
      (await api.http.get('/api/admin/plans').set(auth()).expect(200)).body,
    );
    expect(overview.plans.find((plan) => plan.planId === planId)).toMatchObject({
      content: 'workshops',
      contentLabel: 'Workshops',
      itemId: item.id,
      itemTitle: 'Fotografie für Produkte',
      state: 'planned',
    });

    const due = new Date(planned.body.plan.at as string);
    expect(await api.app.get(PublicationScheduler).runDue(new Date(due.getTime() - 1000))).toBe(0);
    expect(await publicItem(item.id)).toMatchObject({ seats: 6 });
    expect(await api.app.get(PublicationScheduler).runDue(new Date(due.getTime() + 1000))).toBe(1);
    expect(await publicItem(item.id)).toMatchObject({ seats: 16 });

    const plans = (await api.http.get(`${admin}/plans`).set(auth()).expect(200)).body.plans as {
      planId: string;
      state: string;
      outcome: string;
    }[];
    expect(plans.find((plan) => plan.planId === planId)).toMatchObject({ state: 'done', outcome: 'published' });
    const history = (await api.http.get(`${admin}/${item.id}/history`).set(auth()).expect(200)).body.history;
    expect(history.map((entry: { type: string }) => entry.type)).toEqual([
      'created',
      'draft_saved',
      'publication_scheduled',
      'published',
    ]);
  });

  it('gets its entries in ‘Aktivität’, named by its German label and each item’s title', async () => {
    const item = await create('Barrierefreiheit prüfen');
    const { body } = await api.http.get('/api/admin/activity').query({ kind: 'publish' }).set(auth()).expect(200);
    const summaries = (body.entries as { summary: string }[]).map((entry) => entry.summary);
    expect(summaries).toContain(`Workshop „${item.title}“ angelegt`);
  });

  it('gets its entry in the API documentation, with the schema that validates it', async () => {
    const { body } = await api.http.get('/api/docs-json').expect(200);
    for (const path of [
      admin,
      `${admin}/{id}`,
      `${admin}/{id}/history`,
      `${admin}/{id}/restore`,
      `${admin}/{id}/draft`,
      `${admin}/{id}/publish`,
      `${admin}/{id}/schedule`,
      `${admin}/trash`,
      `${admin}/reorder`,
      '/api/public/workshops',
    ])
      expect(Object.keys(body.paths)).toContain(path);
    const create = body.paths[admin].post;
    expect(create.tags).toEqual(['Workshops']);
    expect(create.summary).toBe('Workshop anlegen');
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['title', 'seats', 'enabled']),
    );
  });
});
