import { Module } from '@nestjs/common';
import { NotFoundRecorder } from './not-found.recorder';
import { RedirectHitCounter } from './redirect-hits.counter';
import { RedirectHitsController } from './redirect-hits.controller';

/**
 * The site's health for staff (the 404 list's controller is in WebModule, beside the redirects it reads): the pages not found (counted by the server as it answers them) and how often
 * each redirect answered, both counted in memory and written in batches.
 */
@Module({
  controllers: [RedirectHitsController],
  providers: [NotFoundRecorder, RedirectHitCounter],
  exports: [NotFoundRecorder, RedirectHitCounter],
})
export class SiteHealthModule {}
