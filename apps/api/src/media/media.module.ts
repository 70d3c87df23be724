import path from 'node:path';
import { Module } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { MediaFilesController, MediaUploadController } from './media.controller';
import { MediaLibrary } from './media-library.service';
import { DiskMediaStorage, MEDIA_STORAGE } from './media-storage';

/** The picture library: uploads, their variants (BullMQ) and the files, on disk under DATA_DIR/media. */
@Module({
  controllers: [MediaUploadController, MediaFilesController],
  providers: [
    {
      provide: MEDIA_STORAGE,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => new DiskMediaStorage(path.join(config.DATA_DIR, 'media')),
    },
    MediaLibrary,
  ],
})
export class MediaModule {}
