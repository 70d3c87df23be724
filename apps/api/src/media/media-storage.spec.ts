import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskMediaStorage, isMediaKey } from './media-storage';

const root = mkdtempSync(path.join(tmpdir(), 'agency-media-disk-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const hash = 'c'.repeat(32);

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the picture library on disk', () => {
  const storage = new DiskMediaStorage(root);

  it('stores a file whole under its key, reads it back and lists it; removes it', async () => {
    await storage.put(`originals/${hash}.png`, Buffer.from('PNG-Bytes'));
    await storage.put(`variants/${hash}-480.webp`, Buffer.from('WebP'));
    const opened = await storage.open(`originals/${hash}.png`);
    expect(opened?.bytes).toBe(9);
    expect(await bytesOf(opened!.stream)).toEqual(Buffer.from('PNG-Bytes'));
    expect(await storage.list()).toEqual([`originals/${hash}.png`, `variants/${hash}-480.webp`]);
    await storage.remove(`variants/${hash}-480.webp`);
    expect(await storage.open(`variants/${hash}-480.webp`)).toBeUndefined();
    expect(await storage.list()).toEqual([`originals/${hash}.png`]);
  });

  it('lists no file still being written nor anything else in its folders', async () => {
    mkdirSync(path.join(root, 'variants'), { recursive: true });
    writeFileSync(path.join(root, 'variants', `${hash}-960.avif.1234.part`), 'halb');
    writeFileSync(path.join(root, 'variants', 'notiz.txt'), 'x');
    expect(await storage.list()).toEqual([`originals/${hash}.png`]);
  });

  it('refuses keys outside the library', async () => {
    for (const key of ['../etc/passwd', `originals/${hash}.png/../../x`, 'originals/kurz.png', `thumbs/${hash}.png`]) {
      expect(isMediaKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('not a media key');
    }
  });
});
