import { DataSource } from 'typeorm';
import { useTestApi } from '../testing/test-app';

const api = useTestApi();

describe('a fresh start', () => {
  it('answers every public GET of the site with the built-in content', async () => {
    const images = await api.http.get(`/api/images?t=${Date.now()}`).expect(200);
    expect(images.body.success).toBe(true);
    expect(images.body.images.logo.url).toEqual(expect.any(String));
    expect(images.body.images.hero.url).toEqual(expect.any(String));

    for (const path of [
      'success-stories',
      'testimonials',
      'pricing-packages',
      'pricing-testimonials',
      'portfolio-projects',
    ]) {
      const response = await api.http.get(`/api/public/${path}`).expect(200);
      expect([path, Array.isArray(response.body) && response.body.length > 0]).toEqual([path, true]);
      expect(response.body[0]).not.toHaveProperty('sample');
    }
    const packages = (await api.http.get('/api/public/pricing-packages')).body as { popular: boolean }[];
    expect(packages.filter((p) => p.popular)).toHaveLength(1);
    const projects = (await api.http.get('/api/public/portfolio-projects')).body as { category: string }[];
    expect(new Set(projects.map((p) => p.category))).toEqual(
      new Set(['corporate', 'ecommerce', 'startup', 'medical', 'consulting']),
    );

    const settings = await api.http.get('/api/public/website-settings').expect(200);
    expect(settings.body.social_media.instagram).toEqual({ enabled: true, url: expect.stringMatching(/^https:/) });
    expect(settings.body.settings.contact_info.email).toContain('@');

    const services = (await api.http.get('/api/services').expect(200)).body as {
      title: string;
      packages: { name: string; price: unknown }[];
    }[];
    const website = services.find((s) => s.title.startsWith('Website ohne CMS'));
    expect(website?.packages.map((p) => String(p.price))).toEqual([
      expect.stringContaining('1.190'),
      expect.stringContaining('1.990'),
      expect.stringContaining('3.190'),
    ]);
    const analytics = JSON.stringify(services);
    expect(analytics).toContain('299');
    expect(analytics).toContain('549');

    const faqs = (await api.http.get('/api/faqs').expect(200)).body as { questions: unknown[] }[];
    expect(faqs).toHaveLength(10);
    expect(faqs.reduce((n, c) => n + c.questions.length, 0)).toBe(39);

    const impressum = await api.http.get('/api/public/legal/impressum').expect(200);
    expect(impressum.body.title).toBe('Impressum');
    expect(impressum.body.company.name).toEqual(expect.any(String));
    await api.http.get('/api/public/legal/datenschutz').expect(200);
    await api.http.get('/api/public/legal/agb').expect(200);
    await api.http.get('/api/public/legal/unbekannt').expect(404);
    expect((await api.http.get('/api/public/home-packages').expect(200)).body).toHaveLength(3);
  });

  it('shows staff the built-in content marked as sample data', async () => {
    const stories = (await api.http.get('/api/admin/success-stories').set(api.auth()).expect(200)).body.stories;
    expect(stories.every((s: { sample?: boolean }) => s.sample === true)).toBe(true);
    const templates = (await api.http.get('/api/admin/email-templates').set(api.auth()).expect(200)).body.templates;
    expect(templates.length).toBeGreaterThan(0);
    expect(templates[0]).toMatchObject({
      id: expect.any(String),
      subject: expect.any(String),
      html_template: expect.any(String),
      version: 1,
    });
  });
});

describe('documents saved as a whole', () => {
  it('FAQ: whole-array save with history, restore, 409 when stale, bad input refused', async () => {
    const before = await api.http.get('/api/admin/faqs').set(api.auth()).expect(200);
    const version = Number(before.headers.etag.replace(/"/g, ''));
    const categories = before.body as {
      id: string;
      title: string;
      questions: { id: string; question: string; active: boolean }[];
    }[];
    const edited = structuredClone(categories);
    edited[0].questions[0].active = false;
    edited.push({ title: 'Neue Kategorie', questions: [{ question: 'Neue Frage?', answer: 'Ja.' }] } as never);
    const saved = await api.http
      .post('/api/admin/faqs')
      .set(api.auth())
      .set('If-Match', `"${version}"`)
      .send(edited)
      .expect(200);
    expect(saved.body.success).toBe(true);
    // A new category and its new question get ids: 'faq-…', and '<category id>-q-…'.
    const added = saved.body.categories[10] as { id: string; questions: { id: string }[] };
    expect(added.id).toMatch(/^faq-[0-9a-f]{8}$/);
    expect(added.questions[0].id).toMatch(new RegExp(`^${added.id}-q-[0-9a-f]{8}$`));

    const publicFaqs = (await api.http.get('/api/faqs')).body as { id: string; questions: { id: string }[] }[];
    expect(publicFaqs[0].questions.map((q) => q.id)).not.toContain(categories[0].questions[0].id);
    expect(publicFaqs).toHaveLength(11);

    const stale = await api.http
      .post('/api/admin/faqs')
      .set(api.auth())
      .set('If-Match', `"${version}"`)
      .send(categories);
    expect(stale.status).toBe(409);

    const bad = await api.http
      .post('/api/admin/faqs')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/faqs'))
      .send([{ title: ' ', questions: [] }]);
    expect([bad.status, bad.body.message]).toEqual([400, 'Der Kategorietitel darf nicht leer sein']);
    expect((await api.http.get('/api/faqs')).body).toHaveLength(11);

    const history = (await api.http.get('/api/admin/faqs/history').set(api.auth()).expect(200)).body.history;
    expect(history).toHaveLength(2);
    expect(history[1].changes).toContainEqual({
      field: `[${categories[0].id}].questions[${categories[0].questions[0].id}].active`,
      before: true,
      after: false,
    });
    await api.http
      .post('/api/admin/faqs/restore')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/faqs/restore'))
      .send({ version: 1 })
      .expect(200);
    expect((await api.http.get('/api/faqs')).body).toHaveLength(10);
  });

  it('services: inactive ones are hidden publicly, defaults applied', async () => {
    const services = (await api.http.get('/api/admin/services').set(api.auth()).expect(200)).body as Record<
      string,
      unknown
    >[];
    const next = [...services.map((s, i) => (i === 0 ? { ...s, active: false } : s)), { title: 'Neuer Service' }];
    const saved = await api.http
      .post('/api/admin/services')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/services'))
      .send(next)
      .expect(200);
    expect(saved.body.services.at(-1)).toMatchObject({
      title: 'Neuer Service',
      startingPrice: 'ab 999€',
      deliveryTime: '2-4 Wochen',
      features: ['Feature 1', 'Feature 2'],
      icon: 'Code',
      active: true,
    });
    const publicIds = ((await api.http.get('/api/services')).body as { id: string }[]).map((s) => s.id);
    expect(publicIds).not.toContain(services[0].id);
    expect(publicIds).toContain(saved.body.services.at(-1).id);
  });

  it('legal, images, website settings and e-mail templates keep a history and restore', async () => {
    await api.http
      .post('/api/admin/legal/agb')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/legal/agb'))
      .send({ title: 'AGB', content: '# Neu' })
      .expect(200);
    expect((await api.http.get('/api/public/legal/agb')).body.content).toBe('# Neu');
    await api.http
      .post('/api/admin/legal/agb/restore')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/legal/agb/restore'))
      .send({ version: 1 })
      .expect(200);
    expect((await api.http.get('/api/public/legal/agb')).body.content).not.toBe('# Neu');

    const imprint = await api.http
      .post('/api/admin/legal/impressum')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/legal/impressum'))
      .send({ company: { contact: { phone: '04561 555' } } })
      .expect(200);
    expect(imprint.body.document.company.contact.phone).toBe('04561 555');
    expect(imprint.body.document.company.name).toEqual(expect.any(String));

    const images = (await api.http.get('/api/admin/images').set(api.auth())).body.images;
    await api.http
      .put('/api/admin/images')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/images'))
      .send({ ...images, logo: { ...images.logo, url: '/images/neu.svg' } })
      .expect(200);
    expect((await api.http.get('/api/images?t=1')).body.images.logo.url).toBe('/images/neu.svg');
    const imageHistory = (await api.http.get('/api/admin/images/history').set(api.auth())).body.history;
    expect(imageHistory[1].changes).toContainEqual(
      expect.objectContaining({ field: 'logo.url', after: '/images/neu.svg' }),
    );

    const settings = (await api.http.get('/api/admin/website-settings').set(api.auth())).body.settings;
    const bad = await api.http
      .post('/api/admin/website-settings')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/website-settings'))
      .send({
        ...settings,
        social_media: { ...settings.social_media, github: { enabled: true, url: 'github.com/x' } },
      });
    expect([bad.status, bad.body.message]).toEqual([400, 'Die Adresse muss mit http:// oder https:// beginnen']);
    await api.http
      .post('/api/admin/website-settings')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/website-settings'))
      .send({ ...settings, contact_info: { ...settings.contact_info, phone: '+49 40 1' } })
      .expect(200);
    expect((await api.http.get('/api/public/website-settings')).body.contact_info.phone).toBe('+49 40 1');
    const admin = (await api.http.get('/api/admin/website-settings').set(api.auth())).body.settings;
    expect(admin.sample).toBe(false);

    const [template] = (await api.http.get('/api/admin/email-templates').set(api.auth())).body.templates;
    const put = await api.http
      .put(`/api/admin/email-templates/${template.id}`)
      .set(api.auth())
      .set('If-Match', '"1"')
      .send({ subject: 'Neuer Betreff {{name}}' })
      .expect(200);
    expect(put.body.template).toMatchObject({ subject: 'Neuer Betreff {{name}}', version: 2 });
    await api.http
      .put(`/api/admin/email-templates/${template.id}`)
      .set(api.auth())
      .set('If-Match', '"1"')
      .send({ subject: 'x' })
      .expect(409);
    await api.http
      .put('/api/admin/email-templates/gibt-es-nicht')
      .set(api.auth())
      .set('If-Match', '"1"')
      .send({ subject: 'x' })
      .expect(404);
    await api.http
      .post(`/api/admin/email-templates/${template.id}/restore`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/email-templates/${template.id}/restore`))
      .send({ version: 1 })
      .expect(200);
    expect((await api.http.get('/api/admin/email-templates').set(api.auth())).body.templates[0].subject).toBe(
      template.subject,
    );
  });

  it('system settings never return or log a password; blank keeps it', async () => {
    const initial = await api.http.get('/api/admin/system-settings/mysql').set(api.auth()).expect(200);
    expect(initial.body).toMatchObject({ host: 'localhost', port: 3306, password: '', password_set: false });
    await api.http
      .put('/api/admin/system-settings/mysql')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/system-settings/mysql'))
      .send({ host: 'db.local', user: 'buchhaltung', password: 'geheim-123', database: 'kunden' })
      .expect(200);
    // Blank keeps it for the same server and user (another host, port or user needs it again: outbound-settings.int.spec.ts).
    await api.http
      .put('/api/admin/system-settings/mysql')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/system-settings/mysql'))
      .send({ host: 'db.local', user: 'buchhaltung', password: '', database: 'kunden2' })
      .expect(200);
    const read = await api.http.get('/api/admin/system-settings/mysql').set(api.auth()).expect(200);
    expect(read.body).toMatchObject({ host: 'db.local', database: 'kunden2', password: '', password_set: true });
    expect(JSON.stringify(read.body)).not.toContain('geheim-123');
    const history = await api.http.get('/api/admin/system-settings/mysql/history').set(api.auth()).expect(200);
    expect(JSON.stringify(history.body)).not.toContain('geheim-123');
    const dataSource = api.app.get(DataSource);
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM events WHERE data::text LIKE '%geheim-123%' OR metadata::text LIKE '%geheim-123%'`,
    );
    expect(count).toBe(0);
    const [secret] = await dataSource.query(
      `SELECT value FROM content_secrets WHERE key = 'system-settings-mysql.password'`,
    );
    expect(secret.value).toBe('geheim-123');

    const smtp = await api.http.get('/api/admin/system-settings/smtp').set(api.auth()).expect(200);
    expect(smtp.body).toMatchObject({ port: 587, password: '' });
    // Never saved: its Verlauf panel lists no versions (not a 404).
    await api.http
      .get('/api/admin/system-settings/smtp/history')
      .set(api.auth())
      .expect(200, { success: true, history: [] });
  });
});

describe('the Verlauf panel of every admin screen', () => {
  it('finds …/history and …/restore under the resource its screen names', async () => {
    const [template] = (await api.http.get('/api/admin/email-templates').set(api.auth())).body.templates;
    const [story] = (await api.http.get('/api/admin/success-stories').set(api.auth())).body.stories;
    // The `resource` of each screen's HistoryButton (apps/web/src/features/admin-*).
    const resources = [
      `/api/admin/success-stories/${story.id}`,
      '/api/admin/faqs',
      '/api/admin/services',
      '/api/admin/images',
      '/api/admin/legal/impressum',
      '/api/admin/website-settings',
      `/api/admin/email-templates/${template.id}`,
      '/api/admin/system-settings/mysql',
      '/api/admin/tracking-config',
    ];
    for (const resource of resources) {
      const history = await api.http.get(`${resource}/history`).set(api.auth());
      expect([resource, history.status, Array.isArray(history.body.history)]).toEqual([resource, 200, true]);
      // A version that does not exist is refused by the route, not missed by the router ("Cannot POST …").
      const restore = await api.http.post(`${resource}/restore`).set(api.auth()).send({ version: 999 });
      expect([resource, restore.status >= 400 && restore.status < 500, /^Cannot /.test(restore.body.message)]).toEqual([
        resource,
        true,
        false,
      ]);
    }
  });
});
