import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
  type AdminItem,
  MEDIA_MAX_NAME_LENGTH,
  MEDIA_MESSAGES,
  type MediaType,
  type MediaUse,
} from '@agency/contracts';
import { DataSource } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import type { StaffPrincipal } from '../auth/staff-principal';
import { KindContents } from '../content/engine/content-providers';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage';
import { ORIGINAL_EXTENSION } from './media-type';
import { checkImage, receiveToTempFile } from './media-upload';
import { makeVariants } from './media-variants';
import { followReplacedFile, mediaInUseMessage, mediaUses } from './media-usage';

export const MEDIA_VARIANTS_QUEUE = 'media-variants';

interface VariantsJob {
  id: string;
  hash: string;
  type: MediaType;
  /** The hash of the file this upload replaced: the content naming its files follows once the variants exist. */
  replaced?: string;
}

export const originalKey = (hash: string, type: MediaType) => `originals/${hash}.${ORIGINAL_EXTENSION[type]}`;

/**
 * The library's uploads: an upload is checked and normalised whole before anything is kept, its original stored
 * before the item that names it, and its variants made right after by a BullMQ job (retried with backoff).
 */
@Injectable()
export class MediaLibrary implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Media');
  private connections: Redis[] = [];
  private queue: Queue<VariantsJob> | undefined;
  private worker: Worker<VariantsJob> | undefined;

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(MEDIA_STORAGE) readonly storage: MediaStorage,
    private readonly contents: KindContents,
    private readonly dataSource: DataSource,
  ) {}

  get prefix(): string {
    return `${this.config.REDIS_KEY_PREFIX}media`;
  }

  onApplicationBootstrap(): void {
    // A picture shown by a page or waiting in a draft stays: the delete names where it is used (409).
    this.collection().guardDelete(async (id) => {
      const uses = await this.usesOf(id);
      if (uses.length > 0) throw new ConflictException(mediaInUseMessage(uses));
    });
    this.queue = new Queue<VariantsJob>(MEDIA_VARIANTS_QUEUE, {
      connection: this.connection(),
      prefix: this.prefix,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 2_000 },
        removeOnComplete: { age: 24 * 3600, count: 1_000 },
        removeOnFail: false,
      },
    });
    this.queue.on('error', (error) => this.logger.warn(`Queue: ${error.message}`));
    // Encoding AVIF is heavy: one picture at a time, beside the requests.
    this.worker = new Worker<VariantsJob>(MEDIA_VARIANTS_QUEUE, (job) => this.makeVariants(job.data), {
      connection: this.connection(),
      prefix: this.prefix,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.warn(`Worker: ${error.message}`));
    this.worker.on('failed', (job, error) => this.logger.warn(`Variants of ${job?.data.id} failed: ${error.message}`));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    await Promise.all(this.connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
    this.connections = [];
  }

  /**
   * A new picture of the library, or with `replaces` a new file for an existing one: its alt text, focal point,
   * history and uses stay, and the content naming the old file names the new one once its variants are made.
   */
  async upload(body: Readable, name: string | undefined, actor: StaffPrincipal, replaces?: string): Promise<AdminItem> {
    const cleanName = (name ?? '').trim();
    if (!cleanName || cleanName.length > MEDIA_MAX_NAME_LENGTH) {
      body.resume();
      throw new BadRequestException(MEDIA_MESSAGES.name);
    }
    // The picture replaced must be there before anything is received (404 otherwise).
    const replaced = replaces === undefined ? undefined : await this.collection().get(replaces);
    const temp = await receiveToTempFile(body, path.join(this.config.DATA_DIR, 'media', 'incoming'));
    try {
      const image = await checkImage(temp, cleanName);
      const key = originalKey(image.hash, image.type);
      await this.storage.put(key, image.bytes);
      const file = {
        name: cleanName,
        width: image.width,
        height: image.height,
        type: image.type,
        bytes: image.bytes.length,
        hash: image.hash,
      };
      const item = await (
        replaced
          ? this.collection().update(replaced.id, { ...file, variants: [] }, actor, replaced.version)
          : this.collection().create(file, actor)
      ).catch(async (error: unknown) => {
        // The same picture may already be in the library under its hash: its file is left to that item.
        const shared = (await this.collection().listAdmin()).some((other) => other['hash'] === image.hash);
        if (!shared) await this.storage.remove(key);
        throw error;
      });
      const oldHash = replaced?.['hash'];
      await this.queue?.add('variants', {
        id: item.id,
        hash: image.hash,
        type: image.type,
        ...(typeof oldHash === 'string' && oldHash !== image.hash && { replaced: oldHash }),
      });
      return item;
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** Where the item's picture is used (none for an item that is not there: the delete answers that itself). */
  async usesOf(id: string): Promise<MediaUse[]> {
    const item = await this.collection()
      .get(id)
      .catch(() => undefined);
    const hash = item?.['hash'];
    return typeof hash === 'string' ? mediaUses(this.dataSource, hash) : [];
  }

  private async makeVariants({ id, hash, type, replaced }: VariantsJob): Promise<void> {
    const original = await this.storage.open(originalKey(hash, type));
    if (!original) throw new Error(`the original of ${id} is missing`);
    const chunks: Buffer[] = [];
    for await (const chunk of original.stream) chunks.push(chunk as Buffer);
    const variants = await makeVariants(this.storage, Buffer.concat(chunks), hash);
    await this.collection().update(id, { variants }, null);
    if (replaced) await followReplacedFile(this.dataSource, this.contents, replaced, hash, variants);
  }

  private collection() {
    const collection = this.contents.collection('media');
    if (!collection) throw new Error('the api runs without the media kind');
    return collection;
  }

  private connection(): Redis {
    const connection = new Redis(this.config.redisUrl, { maxRetriesPerRequest: null, connectionName: 'agency-media' });
    this.connections.push(connection);
    return connection;
  }
}
