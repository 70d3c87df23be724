import { imageMapAnswerSchema, websiteSettingsSchema } from '@agency/contracts';
import { useTestApi } from '../testing/test-app';

// Every write of content and settings names the version it is based on (If-Match): without it the write
// would replace whatever the server holds, so it is refused (428); based on an older version, it is a 409.
const api = useTestApi({ PUBLICATION_TICK_MS: '0' });

/** The FAQ as the website shows it. */
async function publicFaq(): Promise<{ title: string }[]> {
  return (await api.http.get('/api/faqs').expect(200)).body as { title: string }[];
}

/** The version an editor loads the FAQ with. */
async function faqVersion(): Promise<number> {
  return (await api.http.get('/api/admin/faqs/draft').set(api.auth()).expect(200)).body.version as number;
}

const ONE_CATEGORY = [{ title: 'Neue Kategorie', icon: 'HelpCircle', questions: [] }];

describe('a publish not based on the version the server holds', () => {
  it('refuses a publish without If-Match with 428 and a German message; the live list stays whole', async () => {
    const before = await publicFaq();
    expect(before.length).toBeGreaterThan(1);

    const refused = await api.http.post('/api/admin/faqs/publish').set(api.auth()).send(ONE_CATEGORY).expect(428);
    expect(refused.body).toMatchObject({
      statusCode: 428,
      message: expect.stringContaining('If-Match fehlt'),
      details: [{ field: 'If-Match', message: expect.any(String) }],
    });
    expect(await publicFaq()).toEqual(before);
  });

  it('refuses a publish based on an older version with 409; the live list stays whole', async () => {
    const loaded = await faqVersion();
    // Someone else saves a draft meanwhile: the version moves on.
    await api.http
      .put('/api/admin/faqs/draft')
      .set(api.auth())
      .set('If-Match', `"${loaded}"`)
      .send([...(await publicFaq()), { title: 'Von Kollegin', icon: 'HelpCircle', questions: [] }])
      .expect(200);
    const before = await publicFaq();

    await api.http
      .post('/api/admin/faqs/publish')
      .set(api.auth())
      .set('If-Match', `"${loaded}"`)
      .send(ONE_CATEGORY)
      .expect(409);
    expect(await publicFaq()).toEqual(before);

    // Based on the current version, the same publish goes through.
    await api.http
      .post('/api/admin/faqs/publish')
      .set(api.auth())
      .set('If-Match', `"${await faqVersion()}"`)
      .send(ONE_CATEGORY)
      .expect(200);
    expect((await publicFaq()).map((category) => category.title)).toEqual(['Neue Kategorie']);
  });

  it('refuses If-Match: * (any version) like a missing one', async () => {
    await api.http.put('/api/admin/faqs/draft').set(api.auth()).set('If-Match', '*').send(ONE_CATEGORY).expect(428);
  });
});

describe('every write of content and settings needs If-Match', () => {
  it('answers 428 and changes nothing for saves, drafts, publishes, discards and restores of documents', async () => {
    const writes: [method: 'post' | 'put' | 'delete', path: string, body?: unknown][] = [
      ['post', '/api/admin/faqs', ONE_CATEGORY],
      ['put', '/api/admin/faqs/draft', ONE_CATEGORY],
      ['delete', '/api/admin/faqs/draft'],
      ['post', '/api/admin/faqs/publish', ONE_CATEGORY],
      ['post', '/api/admin/faqs/restore', { version: 1 }],
      ['post', '/api/admin/services/publish', []],
      ['put', '/api/admin/images/draft', { logo: { name: 'Logo', location: 'Kopf', url: '/x.svg' } }],
      ['post', '/api/admin/website-settings/publish', { company: { name: 'X' } }],
      ['post', '/api/admin/legal/impressum', { company_name: 'X' }],
      ['post', '/api/admin/legal/agb/publish', { title: 'AGB', content: 'x' }],
      ['post', '/api/admin/tracking-config', { enabled: false }],
      ['put', '/api/admin/retention-settings', { requests_months: 6, analytics_months: 12 }],
      ['put', '/api/admin/system-settings/smtp', { host: 'smtp.example.org', port: 587, username: 'u' }],
      ['put', '/api/admin/email-templates/offer_confirmation', { subject: 'x' }],
    ];
    const before = (await api.http.get('/api/public/content-version').expect(200)).body;
    for (const [method, path, body] of writes) {
      const call = api.http[method](path).set(api.auth());
      const answer = await (body === undefined ? call : call.send(body as object));
      expect({ path, status: answer.status }).toEqual({ path, status: 428 });
      expect(answer.body.message).toContain('If-Match fehlt');
    }
    expect((await api.http.get('/api/public/content-version').expect(200)).body).toEqual(before);
  });

  it('answers 428 for edits, drafts, publishes, deletes and restores of a collection item', async () => {
    const created = await api.http
      .post('/api/admin/pricing-packages')
      .set(api.auth())
      .send({ name: 'Vorbedingung', price: 99 })
      .expect(201);
    const id = created.body.package.id as string;
    const writes: [method: 'post' | 'put' | 'delete', path: string, body?: unknown][] = [
      ['put', `/api/admin/pricing-packages/${id}`, { price: 1 }],
      ['put', `/api/admin/pricing-packages/${id}/draft`, { price: 2 }],
      ['delete', `/api/admin/pricing-packages/${id}/draft`],
      ['post', `/api/admin/pricing-packages/${id}/publish`, { price: 3 }],
      ['post', `/api/admin/pricing-packages/${id}/restore`, { version: 1 }],
      ['delete', `/api/admin/pricing-packages/${id}`],
    ];
    for (const [method, path, body] of writes) {
      const call = api.http[method](path).set(api.auth());
      const answer = await (body === undefined ? call : call.send(body as object));
      expect({ path, status: answer.status }).toEqual({ path, status: 428 });
    }
    const list = await api.http.get('/api/admin/pricing-packages').set(api.auth()).expect(200);
    expect(list.body.packages.find((item: { id: string }) => item.id === id)).toMatchObject({
      price: 99,
      version: created.body.package.version,
    });
  });
});

describe('an empty image map', () => {
  it('is refused on save, draft and publish (the site always has slots); the slots stay', async () => {
    const before = (await api.http.get('/api/images').expect(200)).body.images as Record<string, unknown>;
    expect(Object.keys(before).length).toBeGreaterThan(0);
    const version = (await api.http.get('/api/admin/images/draft').set(api.auth()).expect(200)).body.version as number;
    for (const [method, path] of [
      ['put', '/api/admin/images'],
      ['put', '/api/admin/images/draft'],
      ['post', '/api/admin/images/publish'],
    ] as const) {
      const answer = await api.http[method](path).set(api.auth()).set('If-Match', `"${version}"`).send({ images: {} });
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.body.message).toContain('Keine Bild-Slots');
    }
    expect((await api.http.get('/api/images').expect(200)).body.images).toEqual(before);
  });
});

describe('the drafts the editors load', () => {
  it('answers the image slots and the website settings in the shapes of their contracts', async () => {
    const images = (await api.http.get('/api/admin/images/draft').set(api.auth()).expect(200)).body;
    const slots = imageMapAnswerSchema.nullable().parse(images.draft ?? images.live);
    expect(Object.keys(slots ?? {}).length).toBeGreaterThan(0);
    const settings = (await api.http.get('/api/admin/website-settings/draft').set(api.auth()).expect(200)).body;
    const document = websiteSettingsSchema.parse(settings.draft ?? settings.live);
    expect(document.social_media.facebook).toEqual({ enabled: expect.any(Boolean), url: expect.any(String) });
  });
});
