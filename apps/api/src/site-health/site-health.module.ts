import { Module } from '@nestjs/common';
import { NotFoundPagesController } from './not-found-pages.controller';
import { NotFoundRecorder } from './not-found.recorder';
import { PublishedRedirects } from './published-redirects';
import { RedirectHitCounter } from './redirect-hits.counter';
import { RedirectHitsController } from './redirect-hits.controller';

/**
 * The site's health for staff: the pages not found (counted by the server as it answers them) and how often
 * each redirect answered, both counted in memory and written in batches.
 */
@Module({
  controllers: [NotFoundPagesController, RedirectHitsController],
  providers: [NotFoundRecorder, RedirectHitCounter, PublishedRedirects],
  exports: [NotFoundRecorder, RedirectHitCounter, PublishedRedirects],
})
export class SiteHealthModule {}
