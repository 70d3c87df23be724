import { TEST_ADMIN, useTestApi } from '../testing/test-app';

const api = useTestApi();

interface CollectionCase {
  name: string;
  publicPath: string;
  listKey: string;
  itemKey: string;
  valid: Record<string, unknown>;
  edit: Record<string, unknown>;
  /** A field the edit changes, to read it back. */
  field: string;
  invalid: { body: Record<string, unknown>; message: string }[];
  defaults?: Record<string, unknown>;
}

const cases: CollectionCase[] = [
  {
    name: 'success-stories',
    publicPath: '/api/public/success-stories',
    listKey: 'stories',
    itemKey: 'story',
    valid: { company: '  Fischerei Möller ', title: 'Frischer Fisch online', solutionDetails: ['  Shop ', '', 'SEO'] },
    edit: { title: 'Frischer Fisch, jetzt online' },
    field: 'title',
    invalid: [
      { body: { company: 'Nur Firma', title: '   ' }, message: 'Firma und Titel sind Pflichtfelder' },
      { body: {}, message: 'Keine Daten zum Speichern' },
    ],
    defaults: { link: '#', enabled: true, solutionDetails: ['Shop', 'SEO'] },
  },
  {
    name: 'portfolio-projects',
    publicPath: '/api/public/portfolio-projects',
    listKey: 'projects',
    itemKey: 'project',
    valid: {
      title: 'Praxis-Website',
      client: 'Praxis Dr. Jensen',
      category: 'medical',
      technologies: 'React, , Node.js ',
    },
    edit: { client: 'Praxis Dr. Jensen & Kollegen' },
    field: 'client',
    invalid: [{ body: { title: 'Ohne Kunde', client: ' ' }, message: 'Titel und Kunde sind Pflichtfelder' }],
    defaults: { technologies: ['React', 'Node.js'], year: String(new Date().getFullYear()), featured: false },
  },
  {
    name: 'pricing-packages',
    publicPath: '/api/public/pricing-packages',
    listKey: 'packages',
    itemKey: 'package',
    valid: { id: 'new-1718000000000', name: 'Basis', price: '149,50', features: 'Hosting\n\n  SSL  ' },
    edit: { price: 159 },
    field: 'price',
    invalid: [
      { body: { name: 'Gratis', price: 0 }, message: 'Name und Preis sind Pflichtfelder' },
      { body: { name: ' ', price: 99 }, message: 'Name und Preis sind Pflichtfelder' },
    ],
    defaults: {
      price: 149.5,
      duration: '24 Monate',
      ctaText: 'Paket wählen',
      features: ['Hosting', 'SSL'],
      popular: false,
    },
  },
  {
    name: 'pricing-testimonials',
    publicPath: '/api/public/pricing-testimonials',
    listKey: 'testimonials',
    itemKey: 'testimonial',
    valid: { name: 'Jana Peters', text: 'Faire Preise, schnelle Hilfe.', package: 'Business' },
    edit: { rating: 4 },
    field: 'rating',
    invalid: [
      { body: { name: 'Jana', text: '' }, message: 'Name und Text sind Pflichtfelder' },
      { body: { name: 'Jana', text: 'Gut', rating: 6 }, message: 'Die Bewertung muss zwischen 1 und 5 Sternen liegen' },
    ],
    defaults: { rating: 5, enabled: true },
  },
  {
    name: 'testimonials',
    publicPath: '/api/public/testimonials',
    listKey: 'testimonials',
    itemKey: 'testimonial',
    valid: { name: 'Ole Hansen', company: 'Hansen Bau', text: 'Sehr zufrieden.' },
    edit: { text: 'Sehr zufrieden, gerne wieder.' },
    field: 'text',
    invalid: [
      { body: { name: ' ', text: ' ', company: 'X' }, message: 'Pflichtfelder fehlen: Name Text' },
      { body: { name: 'Ole', text: ' ' }, message: 'Pflichtfelder fehlen: Text' },
      { body: { name: 'Ole', text: 'Gut', rating: 0 }, message: 'Die Bewertung muss zwischen 1 und 5 Sternen liegen' },
      { body: {}, message: 'Keine Daten zum Speichern - bitte Formular erneut ausfüllen' },
    ],
    defaults: { rating: 5, enabled: true, image: '' },
  },
];

describe.each(cases)('$name', (c) => {
  const admin = `/api/admin/${c.name}`;
  const adminList = async () =>
    (await api.http.get(admin).set(api.auth()).expect(200)).body[c.listKey] as Record<string, unknown>[];
  const publicIds = async () =>
    ((await api.http.get(c.publicPath).expect(200)).body as { id: string }[]).map((item) => item.id);

  it('create → public list → edit → history → restore → delete → trash → restore', async () => {
    const created = await api.http.post(admin).set(api.auth()).send(c.valid).expect(201);
    expect(created.body.success).toBe(true);
    const item = created.body[c.itemKey];
    expect(item).toMatchObject({ ...(c.defaults ?? {}), version: 1, updated_by: TEST_ADMIN.username });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    const id = item.id as string;
    expect(await publicIds()).toContain(id);

    const edited = await api.http
      .put(`${admin}/${id}`)
      .set(api.auth())
      .set('If-Match', '"1"')
      .send({ ...item, ...c.edit })
      .expect(200);
    expect(edited.body[c.itemKey]).toMatchObject({ ...c.edit, version: 2 });

    const history = (await api.http.get(`${admin}/${id}/history`).set(api.auth()).expect(200)).body.history;
    expect(history.map((entry: { version: number; type: string }) => [entry.version, entry.type])).toEqual([
      [1, 'created'],
      [2, 'changed'],
    ]);
    expect(history[1].actor).toBe(TEST_ADMIN.username);
    expect(history[1].changes).toContainEqual({ field: c.field, before: item[c.field], after: c.edit[c.field] });

    const restored = await api.http
      .post(`${admin}/${id}/restore`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `${admin}/${id}/restore`))
      .send({ version: 1 })
      .expect(200);
    expect(restored.body[c.itemKey][c.field]).toEqual(item[c.field]);
    expect(restored.body[c.itemKey].version).toBe(3);
    const afterRestore = (await api.http.get(`${admin}/${id}/history`).set(api.auth())).body.history;
    expect(afterRestore[2]).toMatchObject({ version: 3, type: 'reverted', restoredVersion: 1 });

    await api.http
      .delete(`${admin}/${id}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `${admin}/${id}`))
      .expect(200);
    expect((await adminList()).map((i) => i.id)).not.toContain(id);
    expect(await publicIds()).not.toContain(id);
    const trash = (await api.http.get(`${admin}/trash`).set(api.auth()).expect(200)).body.items;
    expect(trash.map((i: { id: string }) => i.id)).toContain(id);

    await api.http.post(`${admin}/trash/${id}/restore`).set(api.auth()).expect(200);
    expect((await adminList()).map((i) => i.id)).toContain(id);
    expect(await publicIds()).toContain(id);
    expect(
      (await api.http.get(`${admin}/trash`).set(api.auth())).body.items.map((i: { id: string }) => i.id),
    ).not.toContain(id);
  });

  it('refuses bad input with the spec message and changes nothing', async () => {
    const before = await adminList();
    for (const { body, message } of c.invalid) {
      const response = await api.http.post(admin).set(api.auth()).send(body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const target = before[0];
    const edit = await api.http
      .put(`${admin}/${target.id}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `${admin}/${target.id}`))
      .send(c.invalid[0].body);
    expect([edit.status, edit.body.message]).toEqual([400, c.invalid[0].message]);
    expect(await adminList()).toEqual(before);
  });

  it('answers a stale edit with 409 and keeps the newer version', async () => {
    const item = (await api.http.post(admin).set(api.auth()).send(c.valid).expect(201)).body[c.itemKey];
    await api.http.put(`${admin}/${item.id}`).set(api.auth()).set('If-Match', '"1"').send(c.edit).expect(200);
    const stale = await api.http
      .put(`${admin}/${item.id}`)
      .set(api.auth())
      .set('If-Match', '"1"')
      .send({ [c.field]: item[c.field] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('inzwischen von jemand anderem geändert');
    const now = (await adminList()).find((i) => i.id === item.id);
    expect(now).toMatchObject({ ...c.edit, version: 2 });
  });

  it('shows only enabled items publicly, in the staff order, and answers a repeat load with 304', async () => {
    const a = (await api.http.post(admin).set(api.auth()).send(c.valid).expect(201)).body[c.itemKey].id;
    const b = (await api.http.post(admin).set(api.auth()).send(c.valid).expect(201)).body[c.itemKey].id;
    const hidden = (
      await api.http
        .post(admin)
        .set(api.auth())
        .send({ ...c.valid, enabled: false })
        .expect(201)
    ).body[c.itemKey].id;
    await api.http
      .put(`${admin}/${a}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `${admin}/${a}`))
      .send({ enabled: false })
      .expect(200);
    expect(await publicIds()).not.toContain(a);
    expect(await publicIds()).not.toContain(hidden);
    await api.http
      .put(`${admin}/${a}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `${admin}/${a}`))
      .send({ enabled: true })
      .expect(200);

    await api.http
      .post(`${admin}/reorder`)
      .set(api.auth())
      .send({ ids: [b, a] })
      .expect(200);
    const ids = await publicIds();
    expect(ids.slice(0, 2)).toEqual([b, a]);

    const first = await api.http.get(c.publicPath).expect(200);
    expect(first.headers.etag).toBeDefined();
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const repeat = await api.http.get(c.publicPath).set('If-None-Match', first.headers.etag);
    expect(repeat.status).toBe(304);
    await api.http
      .put(`${admin}/${b}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `${admin}/${b}`))
      .send(c.edit)
      .expect(200);
    const changed = await api.http.get(c.publicPath).set('If-None-Match', first.headers.etag);
    expect(changed.status).toBe(200);
  });
});

describe('image fields', () => {
  const IMAGE_URL_MESSAGE =
    'Die Bild-URL muss mit http:// oder https:// beginnen oder ein Pfad der Website sein, der mit einem / beginnt (z. B. /images/bild.jpg)';
  const withImage = cases.filter((c) => ['success-stories', 'portfolio-projects', 'testimonials'].includes(c.name));

  it.each(withImage)(
    '$name refuses an image that is neither an http(s) URL nor a site path, in German, on the field',
    async (c) => {
      for (const image of [
        'javascript:alert(1)',
        'data:image/svg+xml,<svg onload=alert(1)>',
        '//evil.example/bild.jpg',
        '/\\evil.example/bild.jpg',
        'bild.jpg',
        'ftp://example.de/bild.jpg',
        'https://',
      ]) {
        const response = await api.http
          .post(`/api/admin/${c.name}`)
          .set(api.auth())
          .send({ ...c.valid, image });
        expect([image, response.status, response.body.message]).toEqual([image, 400, IMAGE_URL_MESSAGE]);
        expect(response.body.details).toEqual([{ field: 'image', message: IMAGE_URL_MESSAGE }]);
      }
      for (const image of [
        '',
        '/images/team.jpg',
        'https://cdn.example.de/a/bild.webp?w=800',
        'http://example.de/b.png',
      ]) {
        const response = await api.http
          .post(`/api/admin/${c.name}`)
          .set(api.auth())
          .send({ ...c.valid, image });
        expect([image, response.status]).toEqual([image, 201]);
        expect(response.body[c.itemKey].image).toBe(image);
      }
    },
  );

  it('the image slots refuse the same, naming the slot', async () => {
    const { images } = (await api.http.get('/api/admin/images').set(api.auth()).expect(200)).body as {
      images: Record<string, Record<string, unknown>>;
    };
    const [slot] = Object.keys(images);
    const response = await api.http
      .put('/api/admin/images')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/images'))
      .send({ ...images, [slot]: { ...images[slot], url: 'javascript:alert(1)' } });
    expect([response.status, response.body.message]).toEqual([400, IMAGE_URL_MESSAGE]);
    expect(response.body.details).toEqual([{ field: `${slot}.url`, message: IMAGE_URL_MESSAGE }]);
  });
});
