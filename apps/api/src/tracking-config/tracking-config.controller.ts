import { Controller, Get, Header } from '@nestjs/common';
import { countsWithoutConsent, type VisitorTrackingConfig } from '@agency/contracts';
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

/**
 * GET /api/public/cookieless-counting: whether visitors without analytics consent are counted (cookieless).
 * The server render puts it into every page, so a browser without consent sends nothing unless staff
 * switched it on, without asking for the tracking configuration first. A change renders the pages again.
 */
export const COOKIELESS_COUNTING_PATH = 'api/public/cookieless-counting';

export const cookielessCounting = async (service: TrackingConfigService): Promise<{ enabled: boolean }> => ({
  enabled: countsWithoutConsent(await service.get()),
});

@Controller(COOKIELESS_COUNTING_PATH)
export class CookielessCountingPublicController {
  constructor(private readonly service: TrackingConfigService) {}

  @Get()
  get(): Promise<{ enabled: boolean }> {
    return cookielessCounting(this.service);
  }
}
