import { mediaKind } from '@agency/contracts';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MEDIA_MESSAGES, MEDIA_VARIANT_FORMATS } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { useTestApi } from '../testing/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-media-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const api = useTestApi({ DATA_DIR: dataDir });

const upload = (name: string, bytes: Buffer, token?: string) =>
  api.http
    .post(`/api/admin/media-uploads?name=${encodeURIComponent(name)}`)
    .set(api.auth(token))
    .set('Content-Type', 'application/octet-stream')
    .send(bytes);

/** A photo as phones make them: EXIF with GPS, and turned by the orientation tag (6: 90° clockwise). */
const photo = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamera', Model: 'Handy 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 19/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '10/1 8/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A valid PNG whose header claims 30000 × 30000 pixels: a few bytes that would unpack to 3.6 GB. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001 * 4 * 8))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const storedFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'media'), { recursive: true }).filter((entry) => String(entry).includes('.'));
  } catch {
    return [];
  }
};
const listed = async () => (await api.http.get('/api/admin/media').set(api.auth()).expect(200)).body.media as unknown[];

describe('hostile uploads are refused with a German 4xx and leave nothing behind', () => {
  const cases: {
    what: string;
    name: string;
    bytes: () => Promise<Buffer> | Buffer;
    status: number;
    message: string;
  }[] = [
    {
      what: 'a PNG named .jpg',
      name: 'urlaub.jpg',
      bytes: () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      status: 415,
      message: MEDIA_MESSAGES.nameMismatch('PNG'),
    },
    {
      what: 'an HTML file named .png',
      name: 'seite.png',
      bytes: () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      status: 415,
      message: MEDIA_MESSAGES.unsupported,
    },
    {
      what: 'an SVG with script',
      name: 'logo.svg',
      bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      status: 415,
      message: MEDIA_MESSAGES.svg,
    },
    {
      what: 'a 30000×30000 pixel bomb',
      name: 'bombe.png',
      bytes: pixelBomb,
      status: 422,
      message: MEDIA_MESSAGES.tooManyPixels,
    },
    {
      what: 'a truncated JPEG',
      name: 'halb.jpg',
      bytes: async () => {
        const whole = await photo();
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      status: 422,
      message: MEDIA_MESSAGES.broken,
    },
    {
      what: 'a 60 MB file',
      name: 'riesig.jpg',
      bytes: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60 * 1024 * 1024)]),
      status: 413,
      message: MEDIA_MESSAGES.tooLarge,
    },
    {
      what: 'an empty file',
      name: 'leer.jpg',
      bytes: () => Buffer.alloc(0),
      status: 400,
      message: MEDIA_MESSAGES.empty,
    },
  ];

  it.each(cases)('$what', async ({ name, bytes, status, message }) => {
    const before = await listed();
    const originalsBefore = storedFiles().filter((file) => String(file).startsWith('originals')).length;
    const response = await upload(name, await bytes());
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    expect(await listed()).toHaveLength(before.length);
    expect(storedFiles().filter((file) => String(file).startsWith('originals'))).toHaveLength(originalsBefore);
    expect(readdirSync(path.join(dataDir, 'media', 'incoming'))).toEqual([]);
  });

  it('refuses an upload without a name', async () => {
    const response = await upload('', await photo());
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MEDIA_MESSAGES.name);
  });

  it('refuses staff without the images permission', async () => {
    const editor = await api.loginAsEditor({ website: true });
    const before = await listed();
    const response = await upload('foto.jpg', await photo(), editor);
    expect(response.status).toBe(403);
    expect(await listed()).toHaveLength(before.length);
  });
});

describe('an upload', () => {
  it('is stored turned upright, and the job makes every variant without EXIF or GPS', async () => {
    const sent = await sharp(await photo()).metadata();
    expect({ orientation: sent.orientation, gps: sent.exif?.toString('latin1').includes('Kamera') }).toEqual({
      orientation: 6,
      gps: true,
    });
    const response = await upload('Hafen am Morgen.jpg', await photo());
    expect(response.status).toBe(201);
    const medium = response.body.medium;
    // Orientation 6 applied: the 2000 × 1000 sensor image stands upright.
    expect(medium).toMatchObject({
      name: 'Hafen am Morgen.jpg',
      type: 'image/jpeg',
      width: 1000,
      height: 2000,
      alt: '',
    });
    expect(medium.hash).toMatch(/^[0-9a-f]{32}$/);

    const done = await eventually(
      'the variants job to record the variants',
      async () => {
        const item = ((await listed()) as { id: string; variants: { width: number; format: string }[] }[]).find(
          ({ id }) => id === medium.id,
        );
        return item && item.variants.length > 0 ? item : undefined;
      },
      { timeoutMs: 60_000 },
    );
    const expected = [480, 960].flatMap((width) => MEDIA_VARIANT_FORMATS.map((format) => ({ width, format })));
    expect(done.variants.map(({ width, format }: { width: number; format: string }) => ({ width, format }))).toEqual(
      expected,
    );

    for (const { width, format } of expected) {
      const served = await api.http
        .get(`/media/${medium.hash}-${width}.${format}`)
        // The body as its bytes, whatever the content type.
        .responseType('blob');
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[format],
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width, height: width * 2 });
      expect({ exif: metadata.exif, xmp: metadata.xmp, orientation: metadata.orientation }).toEqual({
        exif: undefined,
        xmp: undefined,
        orientation: undefined,
      });
    }
  }, 120_000);

  /** A plain PNG uploaded, once the variants job has recorded its variants: the item as the upload answered it. */
  async function uploadedWithVariants(name: string, width: number, height: number, background: string) {
    const png = await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
    const medium = (await upload(name, png).expect(201)).body.medium as { id: string; hash: string };
    await eventually(
      'the variants of the picture',
      async () =>
        ((await listed()) as { id: string; variants: unknown[] }[]).some(
          ({ id, variants }) => id === medium.id && variants.length > 0,
        ),
      { timeoutMs: 60_000 },
    );
    return medium;
  }

  it('takes its alt text and focal point from staff, with history like other content', async () => {
    // The variants job writes the item too: staff edit the version after it, as the screen would show it.
    const medium = await uploadedWithVariants('Team.png', 64, 48, '#0a0');
    const edited = await api.http
      .put(`/api/admin/media/${medium.id}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/media/${medium.id}`))
      .send({ alt: 'Das Team vor dem Büro', focalPoint: { x: 0.25, y: 0.4 } })
      .expect(200);
    expect(edited.body.medium).toMatchObject({
      alt: 'Das Team vor dem Büro',
      focalPoint: { x: 0.25, y: 0.4 },
      hash: medium.hash,
    });
    const history = (await api.http.get(`/api/admin/media/${medium.id}/history`).set(api.auth()).expect(200)).body
      .history;
    expect(history.at(-1).changes).toContainEqual({ field: 'alt', before: '', after: 'Das Team vor dem Büro' });
  });

  it('gets its file from an upload alone: no item without one, and an edit cannot point it at another', async () => {
    const before = await listed();
    const forged = await api.http
      .post('/api/admin/media')
      .set(api.auth())
      .send({ name: 'x.jpg', width: 1, height: 1, type: 'image/jpeg', bytes: 1, hash: 'b'.repeat(32) });
    expect({ status: forged.status, message: forged.body.message }).toEqual({
      status: 405,
      message: mediaKind.apiOnly?.createdBy,
    });
    // Nor as a draft: the library saves straight away and has no drafts' routes.
    await api.http.post('/api/admin/media/drafts').set(api.auth()).send({ name: 'y.jpg' }).expect(404);
    expect(await listed()).toHaveLength(before.length);

    const medium = await uploadedWithVariants('Logo.png', 32, 32, '#00f');
    const edited = await api.http
      .put(`/api/admin/media/${medium.id}`)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, `/api/admin/media/${medium.id}`))
      .send({ name: 'Logo blau.png', hash: 'c'.repeat(32), type: 'image/gif', variants: [] })
      .expect(200);
    expect(edited.body.medium).toMatchObject({ name: 'Logo blau.png', hash: medium.hash, type: 'image/png' });
    expect(edited.body.medium.variants).toHaveLength(3);
  });

  it('answers 404 for a file that is not there', async () => {
    await api.http.get(`/media/${'a'.repeat(32)}-480.webp`).expect(404);
    await api.http.get('/media/..%2F..%2Fetc%2Fpasswd').expect(404);
    await api.http.get(`/media/${'a'.repeat(32)}-480.svg`).expect(404);
  });
});

/** A published project showing `live` and a draft of it showing `draft` (the picture's uses). */
async function projectShowing(title: string, client: string, live: string, draft: string): Promise<{ id: string }> {
  const project = (
    await api.http
      .post('/api/admin/portfolio-projects')
      .set(api.auth())
      .send({ title, client, image: live })
      .expect(201)
  ).body.project as { id: string };
  await api.http
    .put(`/api/admin/portfolio-projects/${project.id}/draft`)
    .set(api.auth())
    .set('If-Match', await api.basedOn(api.token, `/api/admin/portfolio-projects/${project.id}`))
    .send({ title, client, image: draft })
    .expect(200);
  return project;
}

describe('deleting a picture', () => {
  const remove = async (path: string) =>
    api.http
      .delete(path)
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, path));

  it('is refused with a German 409 naming the uses while content shows it, and goes to the trash after', async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a50' } })
      .png()
      .toBuffer();
    const medium = (await upload('Projekt.png', bytes).expect(201)).body.medium as { id: string; hash: string };
    // A draft waiting to be published counts as well.
    const project = await projectShowing(
      'Neue Website',
      'Müller GmbH',
      `/media/${medium.hash}-480.jpg`,
      `/media/${medium.hash}-960.webp`,
    );

    const uses = await api.http.get(`/api/admin/media-uses/${medium.id}`).set(api.auth()).expect(200);
    expect(uses.body.uses).toEqual([
      {
        kind: 'portfolio-projects',
        id: project.id,
        title: 'Projekt „Müller GmbH – Neue Website“',
        state: 'veröffentlicht',
      },
      { kind: 'portfolio-projects', id: project.id, title: 'Projekt „Müller GmbH – Neue Website“', state: 'Entwurf' },
    ]);
    await api.http.get('/api/admin/media-uses/..%2Fx').set(api.auth()).expect(404);

    const refused = await remove(`/api/admin/media/${medium.id}`);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message:
        'Das Bild wird noch verwendet und kann nicht gelöscht werden: Projekt „Müller GmbH – Neue Website“ ' +
        '(veröffentlicht), Projekt „Müller GmbH – Neue Website“ (Entwurf). Bitte zuerst dort ein anderes Bild wählen.',
    });
    expect(((await listed()) as { id: string }[]).map(({ id }) => id)).toContain(medium.id);

    // A project in the trash shows nothing: the picture is free to go to the trash itself.
    expect((await remove(`/api/admin/portfolio-projects/${project.id}`)).status).toBe(200);
    expect((await remove(`/api/admin/media/${medium.id}`)).status).toBe(200);
    expect(((await listed()) as { id: string }[]).map(({ id }) => id)).not.toContain(medium.id);
    const trash = (await api.http.get('/api/admin/media/trash').set(api.auth()).expect(200)).body.items as {
      id: string;
    }[];
    expect(trash.map(({ id }) => id)).toContain(medium.id);
  });
});

describe('a picture given a new file', () => {
  const jpeg = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const mediumNamed = async (id: string) =>
    ((await listed()) as { id: string; hash: string; variants: unknown[]; version: number }[]).find(
      (medium) => medium.id === id,
    );
  const withVariants = (id: string) =>
    eventually(
      'the variants of the picture',
      async () => {
        const medium = await mediumNamed(id);
        return medium && medium.variants.length > 0 ? medium : undefined;
      },
      { timeoutMs: 60_000 },
    );

  it('keeps its alt text, focal point and history; the live content, its draft and the image slots follow', async () => {
    const first = (await upload('hafen.jpg', await jpeg(2000, 1000, '#2a6f97')).expect(201)).body.medium as {
      id: string;
      hash: string;
    };
    const ready = await withVariants(first.id);
    await api.http
      .put(`/api/admin/media/${first.id}`)
      .set(api.auth())
      .set('If-Match', `"${ready.version}"`)
      .send({ name: 'hafen.jpg', alt: 'Der Hafen am Morgen', focalPoint: { x: 0.2, y: 0.8 }, enabled: true })
      .expect(200);
    const chosen = `/media/${first.hash}-1600.jpg?focus=20,80`;
    const project = await projectShowing('Hafenmeisterei', 'Hafen GmbH', chosen, `/media/${first.hash}-480.webp`);
    const { images } = (await api.http.get('/api/admin/images').set(api.auth()).expect(200)).body as {
      images: Record<string, Record<string, unknown>>;
    };
    const [slot] = Object.keys(images);
    await api.http
      .put('/api/admin/images')
      .set(api.auth())
      .set('If-Match', await api.basedOn(api.token, '/api/admin/images'))
      .send({ ...images, [slot]: { ...images[slot], url: chosen } })
      .expect(200);

    // The new file is narrower: 1200 pixels, so its widest variant is 960.
    const replaced = await api.http
      .post(`/api/admin/media-uploads?name=${encodeURIComponent('hafen-neu.jpg')}&replaces=${first.id}`)
      .set(api.auth())
      .set('Content-Type', 'application/octet-stream')
      .send(await jpeg(1200, 800, '#97502a'))
      .expect(201);
    const medium = replaced.body.medium as { id: string; hash: string; alt: string; focalPoint: unknown };
    expect(medium).toMatchObject({
      id: first.id,
      name: 'hafen-neu.jpg',
      alt: 'Der Hafen am Morgen',
      focalPoint: { x: 0.2, y: 0.8 },
      width: 1200,
    });
    expect(medium.hash).not.toBe(first.hash);

    const followed = `/media/${medium.hash}-960.jpg?focus=20,80`;
    const where = async () => {
      const projects = (await api.http.get('/api/admin/portfolio-projects').set(api.auth()).expect(200)).body
        .projects as { id: string; image: string }[];
      const live = (await api.http.get('/api/public/portfolio-projects').expect(200)).body as {
        id: string;
        image: string;
      }[];
      const slots = (await api.http.get('/api/admin/images').set(api.auth()).expect(200)).body.images as Record<
        string,
        { url: string }
      >;
      return {
        // The form shows the draft: it names the new file at the width both files have.
        draft: projects.find(({ id }) => id === project.id)?.image,
        live: live.find(({ id }) => id === project.id)?.image,
        slot: slots[slot].url,
      };
    };
    const expected = { draft: `/media/${medium.hash}-480.webp`, live: followed, slot: followed };
    await eventually(
      'the content naming the old file to name the new one',
      async () => JSON.stringify(await where()) === JSON.stringify(expected),
      { timeoutMs: 60_000 },
    );
    expect(await where()).toEqual(expected);
    const uses = (await api.http.get(`/api/admin/media-uses/${first.id}`).set(api.auth()).expect(200)).body.uses;
    expect(uses).toHaveLength(3);
    const history = (await api.http.get(`/api/admin/media/${first.id}/history`).set(api.auth()).expect(200)).body
      .history as { version: number }[];
    expect(history.length).toBeGreaterThanOrEqual(4);
  });

  it('is refused for a picture that is not there, and for staff without the images permission', async () => {
    const bytes = await jpeg(100, 100, '#000');
    const missing = await api.http
      .post(`/api/admin/media-uploads?name=x.jpg&replaces=00000000-0000-4000-8000-000000000000`)
      .set(api.auth())
      .set('Content-Type', 'application/octet-stream')
      .send(bytes);
    expect(missing.status).toBe(404);
    const malformed = await api.http
      .post(`/api/admin/media-uploads?name=x.jpg&replaces=..%2Fetc`)
      .set(api.auth())
      .set('Content-Type', 'application/octet-stream')
      .send(bytes);
    expect(malformed.status).toBe(404);
    const editor = await api.loginAsEditor({ website: true });
    const refused = await api.http
      .post(`/api/admin/media-uploads?name=x.jpg&replaces=00000000-0000-4000-8000-000000000000`)
      .set(api.auth(editor))
      .set('Content-Type', 'application/octet-stream')
      .send(bytes);
    expect(refused.status).toBe(403);
  });
});
