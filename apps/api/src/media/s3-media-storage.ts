import { Readable } from 'node:stream';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isMediaKey, mediaKey, type MediaStorage } from './media-storage';

/** Where an S3-compatible store is and how to reach it (MEDIA_S3_* settings, docs/configuration.md). */
export interface S3MediaSettings {
  bucket: string;
  /** Prepended to every key, so one bucket can hold several installations ('media/' by default). */
  prefix: string;
  /** Unset: AWS itself, the region's endpoint. Set: MinIO, Garage, Ceph, … at this URL. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`https://host/bucket/key`), as most self-hosted stores want. */
  pathStyle: boolean;
  /** Unset: the AWS SDK's own chain (environment, web identity, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * The library's files in an S3-compatible object store, for several api instances on several machines: every
 * instance reads and writes the same objects. A PUT is whole or absent (S3 never shows half an object), so a
 * reader sees a file completely or not at all, as on disk.
 */
export class S3MediaStorage implements MediaStorage, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly client: S3Client;
  private readonly logger = new Logger('MediaStorage');

  constructor(private readonly settings: S3MediaSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.pathStyle,
      credentials: settings.credentials,
      // Without a checksum the SDK adds by default: self-hosted stores differ in which they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Makes the bucket when the store has none of that name (a fresh MinIO or Versity gateway); a bucket made
   * by the operator, as on AWS, is used as it is. A store that cannot be reached is logged, not fatal: the
   * site's pages do not need it, and uploads answer with the store's error until it is back.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.prepare().catch((error: Error) => this.logger.error(error.message));
  }

  /** Makes the bucket when the store has none of that name; fails with the store's reason. */
  async prepare(): Promise<void> {
    const Bucket = this.settings.bucket;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404)
        throw new Error(`object store bucket ${Bucket} not reachable: ${(error as Error).message}`);
      await this.client.send(new CreateBucketCommand({ Bucket })).catch((failure: Error) => {
        throw new Error(`object store bucket ${Bucket} could not be made: ${failure.message}`);
      });
    }
  }

  onApplicationShutdown(): void {
    this.close();
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
  }

  async open(key: string): Promise<{ stream: Readable; bytes: number } | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return { stream: answer.Body, bytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async list(): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const key = (object.Key ?? '').slice(this.settings.prefix.length);
        if (isMediaKey(key)) keys.push(key);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  /** Ends the client's connections (at shutdown). */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${mediaKey(key)}`;
  }
}
