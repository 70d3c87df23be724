import { Module } from '@nestjs/common';
import { ContentRegistry } from '../content.registry';
import { CONTENT_PERMISSIONS, type ContentPermissions, PreviewLinks } from './preview-links';

/** Preview links: made by the content routes, opened by the pages' server (WebModule). */
@Module({
  providers: [
    PreviewLinks,
    {
      provide: CONTENT_PERMISSIONS,
      inject: [ContentRegistry],
      useFactory: (content: ContentRegistry): ContentPermissions =>
        new Map(content.plannable.map((plannable) => [plannable.name, plannable.permission])),
    },
  ],
  exports: [PreviewLinks],
})
export class PublishingModule {}
