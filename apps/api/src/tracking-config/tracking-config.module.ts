import { Module } from '@nestjs/common';
import { documentControllers } from '../content/engine/content.controllers';
import { documentProvider } from '../content/engine/content-providers';
import { CountingModesController } from './counting-modes.controller';
import { CookielessCountingPublicController, PublicTrackingConfigController } from './tracking-config.controller';
import { trackingConfigDocument } from './tracking-config.document';
import { TrackingConfigService } from './tracking-config.service';

/** The tracking configuration: staff's document (history, restore, If-Match), the visitors' view, the intakes' copy in Redis. */
@Module({
  controllers: [
    ...documentControllers(trackingConfigDocument),
    PublicTrackingConfigController,
    CookielessCountingPublicController,
    CountingModesController,
  ],
  providers: [documentProvider(trackingConfigDocument), TrackingConfigService],
})
export class TrackingConfigModule {}
