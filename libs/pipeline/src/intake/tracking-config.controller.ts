import { Controller, Get, Header } from '@nestjs/common';
import type { VisitorTrackingConfig } from '@agency/contracts';
import { TrackingConfigSource } from './tracking-config.source';

/** GET /api/public/tracking-config: the visitor view of the configuration, from memory. */
@Controller('api/public')
export class PublicTrackingConfigController {
  constructor(private readonly trackingConfig: TrackingConfigSource) {}

  @Get('tracking-config')
  // Browsers cache it as long as the site's script does: 5 minutes.
  @Header('Cache-Control', 'public, max-age=300')
  get(): VisitorTrackingConfig {
    return this.trackingConfig.visitor;
  }
}
