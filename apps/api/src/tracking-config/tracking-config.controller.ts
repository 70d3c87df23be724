import { Controller, Get, Header } from '@nestjs/common';
import type { VisitorTrackingConfig } from '@agency/contracts';
import { TrackingConfigService } from './tracking-config.service';

/** GET /api/public/tracking-config: the visitor view, cacheable for the spec's 5 minutes. */
@Controller('api/public')
export class PublicTrackingConfigController {
  constructor(private readonly service: TrackingConfigService) {}

  @Get('tracking-config')
  @Header('Cache-Control', 'public, max-age=300')
  get(): Promise<VisitorTrackingConfig> {
    return this.service.visitorView();
  }
}
