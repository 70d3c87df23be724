import path from 'node:path';
import { Module } from '@nestjs/common';
import { API_CONFIG } from '../config/api-config';
import type { Env } from '../config/env';
import { MediaFilesController, MediaUploadController, MediaUsesController } from './media.controller';
import { MediaLibrary } from './media-library.service';
import { DiskMediaStorage, MEDIA_STORAGE, type MediaStorage } from './media-storage';

/**
 * The library's files where MEDIA_STORAGE says: DATA_DIR/media, or the S3-compatible store of MEDIA_S3_*. The
 * AWS SDK is loaded only for a store: every start without one is spared its half a second.
 */
export async function mediaStorage(
  config: Pick<Env, 'DATA_DIR' | 'MEDIA_STORAGE' | (`MEDIA_S3_${string}` & keyof Env)>,
): Promise<MediaStorage> {
  if (config.MEDIA_STORAGE === 'disk') return new DiskMediaStorage(path.join(config.DATA_DIR, 'media'));
  const { S3MediaStorage } = await import('./s3-media-storage');
  return new S3MediaStorage({
    bucket: config.MEDIA_S3_BUCKET as string,
    prefix: config.MEDIA_S3_PREFIX,
    endpoint: config.MEDIA_S3_ENDPOINT,
    region: config.MEDIA_S3_REGION,
    pathStyle: config.MEDIA_S3_PATH_STYLE ?? config.MEDIA_S3_ENDPOINT !== undefined,
    credentials:
      config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/** The picture library: uploads, their variants (BullMQ) and the files (MEDIA_STORAGE: disk or S3). */
@Module({
  controllers: [MediaUploadController, MediaUsesController, MediaFilesController],
  providers: [
    {
      provide: MEDIA_STORAGE,
      inject: [API_CONFIG],
      useFactory: mediaStorage,
    },
    MediaLibrary,
  ],
})
export class MediaModule {}
