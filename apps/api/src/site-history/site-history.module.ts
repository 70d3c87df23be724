import { Module } from '@nestjs/common';
import { SiteMomentController } from './site-moment.controller';
import { SiteMomentService } from './site-moment.service';

/** The public content as it was at a moment: preview and restore. */
@Module({
  controllers: [SiteMomentController],
  providers: [SiteMomentService],
})
export class SiteHistoryModule {}
