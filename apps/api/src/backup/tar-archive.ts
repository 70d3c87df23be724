import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The backup archive: a plain POSIX tar (ustar), so `tar -tvf` lists it and `tar -xf` unpacks it without
 * this code. Written and read here (a few dozen lines) rather than through a package: the reader is strict
 * on purpose — a header whose checksum fails, padding that is not zero or a file that ends early is refused,
 * so that together with the members' sha256 sums every byte of the file is checked.
 */
const BLOCK = 512;
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

export class ArchiveError extends Error {}

export interface MemberSum {
  size: number;
  sha256: string;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`archive member name too long: ${name}`);
  const block = Buffer.alloc(BLOCK, 0);
  block.write(name, 0, 100, 'utf8');
  block.write('0000644\0', 100, 'ascii');
  block.write('0000000\0', 108, 'ascii');
  block.write('0000000\0', 116, 'ascii');
  if (size <= MAX_OCTAL_SIZE) {
    block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  } else {
    // GNU base-256 for members of 8 GiB and more: the first byte's high bit marks it.
    let rest = BigInt(size);
    for (let i = 135; i > 124; i--) {
      block[i] = Number(rest & 0xffn);
      rest >>= 8n;
    }
    block[124] = 0x80;
  }
  block.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  );
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write('agency', 265, 'ascii');
  block.write('agency', 297, 'ascii');
  const sum = checksum(block);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return sum;
}

function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

/** Writes members one after another; each member's size and sha256 are returned as it is written. */
export class ArchiveWriter {
  private readonly out: WriteStream;
  private written = 0;
  private failure: Error | undefined;

  constructor(readonly file: string) {
    this.out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    // Kept and thrown at the next write (a full disk, a file that exists): never an unhandled 'error'.
    this.out.on('error', (error) => (this.failure ??= error));
  }

  get bytes(): number {
    return this.written;
  }

  private async write(chunk: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    this.written += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async addBuffer(name: string, content: Buffer): Promise<MemberSum> {
    await this.write(header(name, content.length, new Date()));
    await this.write(content);
    await this.write(Buffer.alloc(padding(content.length), 0));
    return { size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
  }

  /** Copies a finished file into the archive. */
  async addFile(name: string, source: string): Promise<MemberSum> {
    const { size, mtime } = await stat(source);
    await this.write(header(name, size, mtime));
    const hash = createHash('sha256');
    let seen = 0;
    for await (const chunk of createReadStream(source, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      seen += chunk.length;
      await this.write(chunk);
    }
    if (seen !== size) throw new Error(`${source} changed while it was archived`);
    await this.write(Buffer.alloc(padding(size), 0));
    return { size, sha256: hash.digest('hex') };
  }

  /** The end-of-archive marker (two zero blocks), then flushes and syncs the file. */
  async finish(): Promise<number> {
    await this.write(Buffer.alloc(2 * BLOCK, 0));
    const finished = once(this.out, 'finish');
    this.out.end();
    await finished;
    if (this.failure) throw this.failure;
    const handle = await open(this.file, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return this.written;
  }

  async abort(): Promise<void> {
    if (this.out.closed) return;
    const closed = once(this.out, 'close').catch(() => undefined);
    this.out.destroy();
    await closed;
  }
}

export interface ArchiveMember {
  name: string;
  size: number;
  /** Where its content starts in the archive file. */
  offset: number;
}

/**
 * Lists the members of an archive, refusing anything but what ArchiveWriter writes: a bad header checksum,
 * non-zero padding, a missing end marker or bytes after it, or a file that ends inside a member.
 */
export async function listArchive(file: string): Promise<ArchiveMember[]> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const members: ArchiveMember[] = [];
    let offset = 0;
    const block = Buffer.alloc(BLOCK);
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, offset);
      if (bytesRead < BLOCK) throw new ArchiveError('the archive is truncated (it ends before its end marker)');
      if (block.every((b) => b === 0)) {
        // End marker: zero blocks only, up to the end of the file.
        if (fileSize - offset < 2 * BLOCK) throw new ArchiveError('the archive is truncated (its end marker is cut)');
        await assertZero(handle, offset, fileSize - offset, 'the end of the archive');
        return members;
      }
      const stored = parseInt(block.toString('ascii', 148, 154), 8);
      if (stored !== checksum(block)) throw new ArchiveError(`damaged member header at byte ${offset}`);
      if (block.toString('ascii', 257, 263) !== 'ustar\0' || block.toString('ascii', 156, 157) !== '0')
        throw new ArchiveError(`unexpected member header at byte ${offset}: not written by npm run backup`);
      const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const size = readSize(block);
      const start = offset + BLOCK;
      const end = start + size + padding(size);
      if (end > fileSize) throw new ArchiveError(`the archive is truncated (it ends inside ${name})`);
      await assertZero(handle, start + size, padding(size), `the padding after ${name}`);
      members.push({ name, size, offset: start });
      offset = end;
    }
  } finally {
    await handle.close();
  }
}

function readSize(block: Buffer): number {
  if (block[124] & 0x80) {
    let size = 0n;
    for (let i = 125; i < 136; i++) size = (size << 8n) | BigInt(block[i]);
    return Number(size);
  }
  return parseInt(block.toString('ascii', 124, 135), 8);
}

async function assertZero(handle: Awaited<ReturnType<typeof open>>, from: number, length: number, what: string) {
  const buffer = Buffer.alloc(Math.min(length, 1 << 16));
  for (let done = 0; done < length;) {
    const n = Math.min(buffer.length, length - done);
    const { bytesRead } = await handle.read(buffer, 0, n, from + done);
    if (bytesRead < n) throw new ArchiveError(`the archive is truncated (in ${what})`);
    for (let i = 0; i < n; i++) if (buffer[i] !== 0) throw new ArchiveError(`unexpected bytes in ${what}`);
    done += n;
  }
}

/** A member's content as a stream (nothing is extracted). */
export function memberStream(file: string, member: ArchiveMember): Readable {
  if (member.size === 0) return Readable.from([]);
  return createReadStream(file, { start: member.offset, end: member.offset + member.size - 1, highWaterMark: 1 << 20 });
}

export async function memberSum(file: string, member: ArchiveMember): Promise<MemberSum> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of memberStream(file, member) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

export async function readMember(file: string, member: ArchiveMember): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of memberStream(file, member) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function extractMember(file: string, member: ArchiveMember, target: string): Promise<void> {
  await pipeline(memberStream(file, member), createWriteStream(target, { mode: 0o600 }));
}
