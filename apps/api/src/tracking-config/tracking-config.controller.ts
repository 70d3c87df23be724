import { Body, Controller, Get, Header, Param, ParseIntPipe, Post } from '@nestjs/common';
import { trackingConfigSchema, type TrackingConfig, type TrackingConfigResponse, type VisitorTrackingConfig } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { TrackingConfigService, type TrackingConfigVersion } from './tracking-config.service';

/** GET/POST /api/admin/tracking-config (spec §7), plus its history and restore. */
@AdminController('tracking-config')
export class TrackingConfigController {
  constructor(private readonly service: TrackingConfigService) {}

  @Get()
  @RequirePermission('tracking')
  async get(): Promise<TrackingConfigResponse> {
    return { success: true, config: await this.service.get() };
  }

  @Post()
  @RequirePermission('tracking')
  async set(
    @Body(new ZodBodyPipe(trackingConfigSchema)) config: TrackingConfig,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<TrackingConfigResponse> {
    return { success: true, config: await this.service.set(config, staff) };
  }

  @Get('history')
  @RequirePermission('tracking')
  async history(): Promise<{ success: true; versions: TrackingConfigVersion[] }> {
    return { success: true, versions: await this.service.history() };
  }

  @Post('history/:version/restore')
  @RequirePermission('tracking')
  async restore(@Param('version', ParseIntPipe) version: number, @CurrentStaff() staff: StaffPrincipal): Promise<TrackingConfigResponse> {
    return { success: true, config: await this.service.restore(version, staff) };
  }
}

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
