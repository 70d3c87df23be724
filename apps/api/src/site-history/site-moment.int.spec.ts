import { randomBytes } from 'node:crypto';
import { EventStore } from '@agency/event-store';
import { eventually } from '@agency/testing';
import { type SiteChange, siteRestoreAnswerSchema, siteRestorePreviewSchema } from '@agency/contracts';
import { useTestApi } from '../testing/test-app';

type Item = { id: string; name?: string; title?: string; price?: number; version: number };

describe('the site as it was at a moment (Backend tab)', () => {
  const api = useTestApi({ TRUST_PROXY: '1' });
  const list = async (collection: string, key: string): Promise<Item[]> =>
    (await api.http.get(`/api/admin/${collection}`).set(api.auth()).expect(200)).body[key];
  const publicList = async (path: string): Promise<Item[]> =>
    (await api.http.get(`/api/public/${path}`).expect(200)).body;
  const faqs = async () =>
    (await api.http.get('/api/admin/faqs').set(api.auth()).expect(200)).body as { id: string; title: string }[];
  const preview = async (query: string): Promise<SiteChange[]> =>
    siteRestorePreviewSchema.parse(
      (await api.http.get(`/api/admin/site-history/preview?${query}`).set(api.auth()).expect(200)).body,
    ).changes;
  const position = () => api.app.get(EventStore).lastPosition();

  it('shows what changed since, restores it as new events, and the restore can be undone', async () => {
    const suffix = randomBytes(3).toString('hex');
    const created = await api.http
      .post('/api/admin/pricing-packages')
      .set(api.auth())
      .send({ name: `Basis ${suffix}`, price: 129, features: ['Hosting'] })
      .expect(201);
    const pkg = created.body.package as Item;
    const story = (
      await api.http
        .post('/api/admin/success-stories')
        .set(api.auth())
        .send({ company: `Alt GmbH ${suffix}`, title: 'Vorher', enabled: true })
        .expect(201)
    ).body.story as Item;
    const faqBefore = await faqs();
    const then = await position();
    const thenAt = new Date().toISOString();
    await eventually('the clock to move past the moment', () => Date.now() > Date.parse(thenAt) + 5);

    // Afterwards: a new price, a deleted story, a new story, another FAQ title, an offer request (personal data).
    await api.http
      .put(`/api/admin/pricing-packages/${pkg.id}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/pricing-packages/${pkg.id}`))
      .send({ price: 199 })
      .expect(200);
    await api.http
      .delete(`/api/admin/success-stories/${story.id}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/success-stories/${story.id}`))
      .expect(200);
    const newer = (
      await api.http
        .post('/api/admin/success-stories')
        .set(api.auth())
        .send({ company: `Neu AG ${suffix}`, title: 'Nachher', enabled: true })
        .expect(201)
    ).body.story as Item;
    const changedFaq = faqBefore.map((c, i) => (i === 0 ? { ...c, title: `Geändert ${suffix}` } : c));
    await api.http
      .post('/api/admin/faqs')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/faqs'))
      .send(changedFaq)
      .expect(200);
    const request = await api.http
      .post('/api/offer-request')
      .set('X-Forwarded-For', '10.77.0.1')
      .send({
        name: 'Nach Dem Zeitpunkt',
        email: `spaeter.${suffix}@beispiel.de`,
        phone: '+49 40 123456',
        company: 'Später GmbH',
        address: 'Kai 1',
        zip: '20457',
        town: 'Hamburg',
        service: 'SEO-Audit',
        budget: '2.500 - 5.000 €',
        message: 'Bleibt, was auch immer mit den Inhalten geschieht.',
        form_token: api.formToken(),
      })
      .expect(201);

    // The preview by time and by position: one entry per document or item, old → new.
    const byTime = await preview(`at=${encodeURIComponent(thenAt)}`);
    expect(await preview(`position=${then}`)).toEqual(byTime);
    const find = (kind: string, action: string, id?: string) =>
      byTime.find((c) => c.kind === kind && c.action === action && (id === undefined || c.id === id));
    expect(find('pricing-packages', 'change', pkg.id)).toMatchObject({
      area: 'Preispakete',
      title: `Basis ${suffix}`,
      changes: [{ field: 'price', before: 199, after: 129 }],
    });
    expect(find('success-stories', 'bring_back', story.id)).toMatchObject({ title: `Alt GmbH ${suffix} – Vorher` });
    expect(find('success-stories', 'remove', newer.id)).toMatchObject({ title: `Neu AG ${suffix} – Nachher` });
    expect(find('faqs', 'change')?.changes).toEqual([
      expect.objectContaining({ before: `Geändert ${suffix}`, after: faqBefore[0]?.title }),
    ]);
    expect(byTime.every((c) => !['offer-requests', 'users', 'customer-notes'].includes(c.kind))).toBe(true);

    // Restore: the site shows the old content, every change is an event in its item's history.
    const restored = await api.http
      .post('/api/admin/site-history/restore')
      .set(api.auth())
      .send({ at: thenAt })
      .expect(200);
    expect(siteRestoreAnswerSchema.parse(restored.body)).toMatchObject({
      success: true,
      position: then,
      undo_position: expect.any(Number),
    });
    expect((await publicList('pricing-packages')).find((p) => p.id === pkg.id)?.price).toBe(129);
    const stories = (await publicList('success-stories')).map((s) => s.id);
    expect(stories).toContain(story.id);
    expect(stories).not.toContain(newer.id);
    expect((await faqs())[0]?.title).toBe(faqBefore[0]?.title);
    const history = (await api.http.get(`/api/admin/pricing-packages/${pkg.id}/history`).set(api.auth()).expect(200))
      .body.history as { type: string; actor: string }[];
    expect(history[history.length - 1]).toMatchObject({ type: 'reverted', actor: 'chefin' });
    expect(await preview(`position=${then}`)).toEqual([]);
    // Personal data is not touched.
    await api.http
      .get(`/api/admin/offer-requests`)
      .set(api.auth())
      .expect(200)
      .expect((r) => {
        expect(r.body.requests.map((x: { id: string }) => x.id)).toContain(request.body.id);
      });

    // Undo: back to the moment just before the restore.
    await api.http
      .post('/api/admin/site-history/restore')
      .set(api.auth())
      .send({ position: restored.body.undo_position })
      .expect(200);
    expect((await publicList('pricing-packages')).find((p) => p.id === pkg.id)?.price).toBe(199);
    const storiesAfterUndo = (await publicList('success-stories')).map((s) => s.id);
    expect(storiesAfterUndo).toContain(newer.id);
    expect(storiesAfterUndo).not.toContain(story.id);
    expect((await faqs())[0]?.title).toBe(`Geändert ${suffix}`);
    expect((await list('pricing-packages', 'packages')).find((p) => p.id === pkg.id)?.price).toBe(199);
  });

  it('brings back what the website showed: drafts of then stay unpublished, drafts saved since are not published', async () => {
    const suffix = randomBytes(3).toString('hex');
    const publicFaqTitle = async () =>
      ((await api.http.get('/api/faqs').expect(200)).body as { title: string }[])[0]?.title;
    const publicPrice = async (id: string) => (await publicList('pricing-packages')).find((p) => p.id === id)?.price;
    // Then: a package live at 100 with a draft of 150; a package that was only a draft; the FAQ live with a draft.
    const pkg = (
      await api.http
        .post('/api/admin/pricing-packages')
        .set(api.auth())
        .send({ name: `Live ${suffix}`, price: 100 })
        .expect(201)
    ).body.package as Item;
    await api.http
      .put(`/api/admin/pricing-packages/${pkg.id}/draft`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/pricing-packages/${pkg.id}/draft`))
      .send({ price: 150 })
      .expect(200);
    const draftOnly = (
      await api.http
        .post('/api/admin/pricing-packages/drafts')
        .set(api.auth())
        .send({ name: `Nur Entwurf ${suffix}`, price: 50 })
        .expect(201)
    ).body.id as string;
    const liveFaqTitle = await publicFaqTitle();
    const faqDraft = (await faqs()).map((c, i) => (i === 0 ? { ...c, title: `Entwurf damals ${suffix}` } : c));
    await api.http
      .put('/api/admin/faqs/draft')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/faqs/draft'))
      .send(faqDraft)
      .expect(200);
    const then = await position();

    // Since: the drafts of then published, newer drafts saved, a new draft-only package.
    await api.http
      .post(`/api/admin/pricing-packages/${pkg.id}/publish`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/pricing-packages/${pkg.id}/publish`))
      .send({})
      .expect(200);
    await api.http
      .put(`/api/admin/pricing-packages/${pkg.id}/draft`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/pricing-packages/${pkg.id}/draft`))
      .send({ price: 300 })
      .expect(200);
    await api.http
      .post(`/api/admin/pricing-packages/${draftOnly}/publish`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/pricing-packages/${draftOnly}/publish`))
      .send({})
      .expect(200);
    const laterDraft = (
      await api.http
        .post('/api/admin/pricing-packages/drafts')
        .set(api.auth())
        .send({ name: `Später Entwurf ${suffix}`, price: 70 })
        .expect(201)
    ).body.id as string;
    await api.http
      .post('/api/admin/faqs/publish')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/faqs/publish'))
      .expect(200);
    const newerFaq = (await faqs()).map((c, i) => (i === 0 ? { ...c, title: `Entwurf später ${suffix}` } : c));
    await api.http
      .put('/api/admin/faqs/draft')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/faqs/draft'))
      .send(newerFaq)
      .expect(200);
    expect(await publicPrice(pkg.id)).toBe(150);
    expect(await publicPrice(draftOnly)).toBe(50);
    expect(await publicFaqTitle()).toBe(`Entwurf damals ${suffix}`);

    const changes = await preview(`position=${then}`);
    const of = (id: string) => changes.find((c) => c.id === id);
    expect(of(pkg.id)).toMatchObject({ action: 'change', changes: [{ field: 'price', before: 150, after: 100 }] });
    expect(of(draftOnly)).toMatchObject({ action: 'remove' });
    // A draft the website never showed is no change of the website.
    expect(of(laterDraft)).toBeUndefined();
    expect(changes.find((c) => c.kind === 'faqs')?.changes).toEqual([
      expect.objectContaining({ before: `Entwurf damals ${suffix}`, after: liveFaqTitle }),
    ]);

    await api.http.post('/api/admin/site-history/restore').set(api.auth()).send({ position: then }).expect(200);
    expect(await publicPrice(pkg.id)).toBe(100);
    expect(await publicPrice(draftOnly)).toBeUndefined();
    expect(await publicPrice(laterDraft)).toBeUndefined();
    expect(await publicFaqTitle()).toBe(liveFaqTitle);
    // The draft saved since is still there to work on, unpublished.
    const admin = (await list('pricing-packages', 'packages')) as (Item & { publication: { hasDraft: boolean } })[];
    expect(admin.find((p) => p.id === laterDraft)).toMatchObject({ publication: { hasDraft: true } });
    expect(await preview(`position=${then}`)).toEqual([]);
  });

  it('restores the order of a collection as it was', async () => {
    const ids = (await list('testimonials', 'testimonials')).map((t) => t.id);
    expect(ids.length).toBeGreaterThan(1);
    const then = await position();
    await api.http
      .post('/api/admin/testimonials/reorder')
      .set(api.auth())
      .send({ ids: [...ids].reverse() })
      .expect(200);
    const changes = await preview(`position=${then}`);
    expect(changes).toEqual([expect.objectContaining({ kind: 'testimonials', action: 'order' })]);
    await api.http.post('/api/admin/site-history/restore').set(api.auth()).send({ position: then }).expect(200);
    expect((await list('testimonials', 'testimonials')).map((t) => t.id)).toEqual(ids);
  });

  it.each([
    ['', 'at'],
    ['at=gestern', 'at'],
    [`at=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`, 'at'],
    ['at=2026-01-01T00:00:00Z&position=3', 'at'],
    ['position=-1', 'position'],
  ])('refuses the moment %j with a 400 naming %s', async (query, field) => {
    const response = await api.http.get(`/api/admin/site-history/preview?${query}`).set(api.auth()).expect(400);
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('needs the system permission, and for a restore that of every area it changes', async () => {
    const make = (permissions: Record<string, boolean>) => api.loginAsEditor(permissions);
    const noSystem = await make({ pricing: true });
    await api.http.get('/api/admin/site-history/preview?position=1').set(api.auth(noSystem)).expect(403);
    await api.http.post('/api/admin/site-history/restore').set(api.auth(noSystem)).send({ position: 1 }).expect(403);

    const systemOnly = await make({ system: true });
    const [pkg] = await list('pricing-packages', 'packages');
    const then = await position();
    await api.http
      .put(`/api/admin/pricing-packages/${pkg?.id}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/pricing-packages/${pkg?.id}`))
      .send({ price: (pkg?.price ?? 1) + 7 })
      .expect(200);
    expect(
      (await api.http.get(`/api/admin/site-history/preview?position=${then}`).set(api.auth(systemOnly)).expect(200))
        .body.changes,
    ).toHaveLength(1);
    const refused = await api.http
      .post('/api/admin/site-history/restore')
      .set(api.auth(systemOnly))
      .send({ position: then })
      .expect(403);
    expect(refused.body.message).toContain('Preispakete');
    expect((await list('pricing-packages', 'packages')).find((p) => p.id === pkg?.id)?.price).toBe(
      (pkg?.price ?? 1) + 7,
    );
  });
});
