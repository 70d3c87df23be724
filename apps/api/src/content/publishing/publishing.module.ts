import { Module } from '@nestjs/common';
import { PreviewLinks } from './preview-links';

/** Preview links (issue 21): made by the content routes, opened by the pages' server (WebModule). */
@Module({
  providers: [PreviewLinks],
  exports: [PreviewLinks],
})
export class PublishingModule {}
