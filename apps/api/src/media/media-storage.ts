import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';

/**
 * Where the library's files live, by key ('originals/<hash>.png', 'variants/<hash>-960.webp'): DATA_DIR/media on
 * disk (one machine, MEDIA_STORAGE=disk) or an S3-compatible object store (several machines, MEDIA_STORAGE=s3,
 * s3-media-storage.ts).
 */
export interface MediaStorage {
  /** Stores `bytes` at `key` whole or not at all. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes as a stream, or undefined when there is none. */
  open(key: string): Promise<{ stream: Readable; bytes: number } | undefined>;
  remove(key: string): Promise<void>;
  /** Every file's key, sorted (for backups); a file still being written is not one. */
  list(): Promise<string[]>;
  /** The file on this machine's disk that holds `key`, where the storage is a disk (backups read it in place). */
  localFile?(key: string): string;
  /** Makes what the storage needs before its first write (a store's bucket); nothing for a disk. */
  prepare?(): Promise<void>;
  /** Ends its connections, where it has any. */
  close?(): void;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

const KEY = /^(originals|variants)\/[0-9a-f]{32}(-\d{1,5})?\.[a-z]{3,4}$/;

/** Whether `key` names a file of the library ('originals/<hash>.<ext>', 'variants/<hash>-<width>.<ext>'). */
export const isMediaKey = (key: string): boolean => KEY.test(key);

/** `key` when it names a file of the library ('originals/<hash>.<ext>', 'variants/<hash>-<width>.<ext>'); else throws. */
export function mediaKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a media key: ${key}`);
  return key;
}

export class DiskMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed: a reader never sees half a file, a crash leaves no half file under its name.
    const partial = `${file}.${randomUUID()}.part`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async open(key: string): Promise<{ stream: Readable; bytes: number } | undefined> {
    const file = this.file(key);
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    return { stream: createReadStream(file), bytes: found.size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async list(): Promise<string[]> {
    const keys: string[] = [];
    for (const folder of ['originals', 'variants']) {
      const names = await readdir(path.join(this.root, folder)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      keys.push(...names.map((name) => `${folder}/${name}`).filter(isMediaKey));
    }
    return keys.sort();
  }

  localFile(key: string): string {
    return this.file(key);
  }

  private file(key: string): string {
    return path.join(this.root, mediaKey(key));
  }
}
