import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { MEDIA_VARIANT_FORMATS } from '@agency/contracts';
import { eventually, freePort } from '@agency/testing';
import { BackupService } from '../backup/backup.service';
import { useTestApi } from '../testing/test-app';
import { S3MediaStorage } from './s3-media-storage';

/** s3rver speaks the S3 HTTP API on a local port, keeping the objects in a folder (it ships no types). */
interface LocalS3 {
  run(): Promise<unknown>;
  close(): Promise<unknown>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => LocalS3;

const BUCKET = 'bilder';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const s3Dir = mkdtempSync(path.join(tmpdir(), 'agency-s3-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-media-s3-'));
let server: LocalS3;
let endpoint = '';

// The store answers before the api starts: its address goes into the api's settings below.
const settings: Record<string, string> = {
  DATA_DIR: dataDir,
  MEDIA_STORAGE: 's3',
  MEDIA_S3_BUCKET: BUCKET,
  MEDIA_S3_PREFIX: 'agentur/media/',
  MEDIA_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  MEDIA_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
};
beforeAll(async () => {
  const port = await freePort();
  server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: s3Dir,
  });
  await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  settings.MEDIA_S3_ENDPOINT = endpoint;
});
const api = useTestApi(settings);
afterAll(async () => {
  await server?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const storage = (prefix = 'agentur/media/') =>
  new S3MediaStorage({
    bucket: BUCKET,
    prefix,
    endpoint,
    region: 'us-east-1',
    pathStyle: true,
    credentials: KEYS,
  });

async function objectKeys(): Promise<string[]> {
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key as string).sort();
  } finally {
    client.destroy();
  }
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the picture library in an S3-compatible object store', () => {
  it('makes its bucket at start when the store has none', async () => {
    expect(await objectKeys()).toEqual([]);
  });

  it('stores, reads and removes a file by its key, answers nothing for a missing one, and refuses other keys', async () => {
    const store = storage();
    const key = `variants/${'a'.repeat(32)}-480.webp`;
    const bytes = Buffer.from('RIFF-Bilddaten');
    await store.put(key, bytes);
    expect(await objectKeys()).toContain(`agentur/media/${key}`);
    const opened = await store.open(key);
    expect(opened?.bytes).toBe(bytes.length);
    expect(await bytesOf(opened!.stream)).toEqual(bytes);
    await store.put(`originals/${'a'.repeat(32)}.jpg`, bytes);
    expect(await store.list()).toEqual([`originals/${'a'.repeat(32)}.jpg`, key]);
    await store.remove(`originals/${'a'.repeat(32)}.jpg`);
    await store.remove(key);
    expect(await store.open(key)).toBeUndefined();
    expect(await store.list()).toEqual([]);
    expect(await objectKeys()).not.toContain(`agentur/media/${key}`);
    await expect(store.put('../../etc/passwd', bytes)).rejects.toThrow('not a media key');
    await expect(store.open('originals/x.jpg')).rejects.toThrow('not a media key');
    store.close();
  });

  it('takes an upload through HTTP into the store, makes its variants there and serves them from it; nothing on disk', async () => {
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1f6f8b' } })
      .jpeg()
      .toBuffer();
    const response = await api.http
      .post(`/api/admin/media-uploads?name=${encodeURIComponent('Deich bei Husum.jpg')}`)
      .set(api.auth())
      .set('Content-Type', 'application/octet-stream')
      .send(picture);
    expect(response.status).toBe(201);
    const { id, hash } = response.body.medium as { id: string; hash: string };

    const item = await eventually(
      'the variants job to record the variants',
      async () => {
        const { media } = (await api.http.get('/api/admin/media').set(api.auth()).expect(200)).body as {
          media: { id: string; variants: { width: number; format: string }[] }[];
        };
        const found = media.find((medium) => medium.id === id);
        return found && found.variants.length > 0 ? found : undefined;
      },
      { timeoutMs: 60_000 },
    );
    const variants = [480, 960].flatMap((width) => MEDIA_VARIANT_FORMATS.map((format) => ({ width, format })));
    expect(item.variants.map(({ width, format }) => ({ width, format }))).toEqual(variants);
    expect(await objectKeys()).toEqual(
      [
        `agentur/media/originals/${hash}.jpg`,
        ...variants.map(({ width, format }) => `agentur/media/variants/${hash}-${width}.${format}`),
      ].sort(),
    );
    // On disk only the upload's passing stay (DATA_DIR/media/incoming), gone once stored.
    const onDisk = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(onDisk.filter((entry) => entry.parentPath.includes(`${path.sep}media`))).toEqual([]);

    const served = await api.http
      .get(`/media/${hash}-960.webp`)
      // The body as its bytes, whatever the content type.
      .responseType('blob');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await storage().open(`variants/${hash}-960.webp`);
    expect(served.body).toEqual(await bytesOf(stored!.stream));
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 960, height: 640 });
    expect((await api.http.get(`/media/${'b'.repeat(32)}-960.webp`)).status).toBe(404);
  }, 120_000);

  it('goes into a backup with the rest, and a restore puts it back byte for byte and checks every file', async () => {
    const archive = path.join(dataDir, 'mit-bildern.tar');
    const result = await api.app.get(BackupService).run(archive, () => undefined, 'command');
    const source = storage();
    const keys = await source.list();
    expect(keys.length).toBeGreaterThan(0);
    expect(result.manifest.media.map((entry) => entry.key)).toEqual(keys);

    // A fresh machine whose library is the same store under another prefix; the embedded PostgreSQL (run as the
    // postgres user when the tests run as root) must reach its folder.
    const parent = mkdtempSync(path.join(tmpdir(), 'agency-restore-s3-'));
    chmodSync(parent, 0o711);
    try {
      const cli = path.resolve(__dirname, '../../../../dist/api/apps/api/src/cli/restore.js');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, archive], {
        env: {
          PATH: process.env['PATH'],
          HOME: process.env['HOME'],
          LOG_LEVEL: 'error',
          REDIS_KEY_PREFIX: 'test:restore-s3:',
          DATA_DIR: path.join(parent, 'ziel'),
          ...Object.fromEntries(Object.entries(settings).filter(([name]) => name.startsWith('MEDIA_'))),
          MEDIA_S3_PREFIX: 'wiederhergestellt/',
        },
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(stdout).toContain(`Picture library: restoring ${keys.length} files`);
      expect(stdout).toContain("every file checked against the backup's sha256");
      const restored = storage('wiederhergestellt/');
      expect(await restored.list()).toEqual(keys);
      for (const key of keys) {
        const [was, is] = await Promise.all([source.open(key), restored.open(key)]);
        expect({ key, same: (await bytesOf(is!.stream)).equals(await bytesOf(was!.stream)) }).toEqual({
          key,
          same: true,
        });
      }
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 240_000);
});
