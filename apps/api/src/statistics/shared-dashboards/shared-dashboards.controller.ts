import { Body, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { createSharedDashboardRequestSchema, type SharedDashboard } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import { SharedDashboards } from './shared-dashboards.service';

/** 'Dashboard teilen' in the statistics: staff with the statistics permission share, list and revoke links. */
@ApiTags('Statistik')
@ApiBearerAuth()
@AdminController('statistics/shared-dashboards')
@RequirePermission('statistics')
export class SharedDashboardsController {
  constructor(private readonly dashboards: SharedDashboards) {}

  @ApiOperation({ summary: 'Geteilte Dashboards, die noch gelten, neueste zuerst' })
  @Get()
  async list(): Promise<{ dashboards: SharedDashboard[] }> {
    return { dashboards: await this.dashboards.list() };
  }

  @ApiOperation({ summary: 'Ein Dashboard teilen: Bereiche, Zeitraum, optional Passwort und letzter Tag' })
  @Post()
  share(
    @Body(new ZodBodyPipe(createSharedDashboardRequestSchema))
    body: z.output<typeof createSharedDashboardRequestSchema>,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<SharedDashboard> {
    return this.dashboards.share(body, staff);
  }

  @ApiOperation({ summary: 'Einen geteilten Link widerrufen' })
  @Delete(':id')
  @HttpCode(200)
  async revoke(@Param('id') id: string, @CurrentStaff() staff: StaffPrincipal): Promise<{ success: true }> {
    await this.dashboards.revoke(id, staff);
    return { success: true };
  }
}
