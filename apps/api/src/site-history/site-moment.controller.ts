import { Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SiteMoment, siteMomentSchema, type SiteRestoreAnswer, type SiteRestorePreview } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { SiteMomentService } from './site-moment.service';

/**
 * The site as it was at a moment (Backend tab). `at` is an ISO 8601 time with offset, or `position`
 * an event-log position (the undo of a restore). Needs the system permission, and for a restore also that
 * of every area it changes.
 */
@ApiTags('Backend')
@ApiBearerAuth()
@AdminController('site-history')
@RequirePermission('system')
export class SiteMomentController {
  constructor(private readonly site: SiteMomentService) {}

  @Get('preview')
  @ApiOperation({ summary: 'Welche öffentlichen Inhalte sich ändern würden (je Inhalt: Feld, jetzt → damals)' })
  preview(@Query(new ZodBodyPipe(siteMomentSchema)) moment: SiteMoment): Promise<SiteRestorePreview> {
    return this.site.preview(moment);
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Alle öffentlichen Inhalte auf den Stand des Zeitpunkts bringen (als neue Ereignisse)' })
  restore(
    @Body(new ZodBodyPipe(siteMomentSchema)) moment: SiteMoment,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<SiteRestoreAnswer> {
    return this.site.restore(moment, staff);
  }
}
