import { Module } from '@nestjs/common';
import { PLANNABLE_CONTENTS } from '../content.registry';
import { CONTENT_PERMISSIONS, type ContentPermissions, PreviewLinks } from './preview-links';

/** Preview links: made by the content routes, opened by the pages' server (WebModule). */
@Module({
  providers: [
    PreviewLinks,
    {
      provide: CONTENT_PERMISSIONS,
      useValue: new Map(PLANNABLE_CONTENTS.map((content) => [content.name, content.permission])) as ContentPermissions,
    },
  ],
  exports: [PreviewLinks],
})
export class PublishingModule {}
