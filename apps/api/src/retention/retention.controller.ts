import { ConflictException, ForbiddenException, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  RETENTION_DEFAULT_ANALYTICS_MONTHS,
  RETENTION_RECOMMENDED_REQUEST_MONTHS,
  type RetentionPreviewAnswer,
  type RetentionRun,
  type RetentionRunsAnswer,
  retentionRunMissing,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { RetentionService } from './retention.service';

/**
 * The retention job's runs and a run on demand (System tab, 'Aufbewahrung'). A run erases offer requests and
 * raw analytics, so starting one needs their permissions too (`RETENTION_RUN_PERMISSIONS`).
 */
@ApiTags('Aufbewahrung')
@ApiBearerAuth()
@AdminController('retention')
@RequirePermission('system')
export class RetentionController {
  constructor(private readonly retention: RetentionService) {}

  @Get('runs')
  @ApiOperation({ summary: 'Aufbewahrung: die letzten Läufe mit ihren Zahlen, neueste zuerst, und die Empfehlungen' })
  async runs(): Promise<RetentionRunsAnswer> {
    return {
      success: true,
      runs: await this.retention.runs(),
      recommended: {
        requests_months: RETENTION_RECOMMENDED_REQUEST_MONTHS,
        analytics_months: RETENTION_DEFAULT_ANALYTICS_MONTHS,
      },
    };
  }

  @Get('preview')
  @ApiOperation({ summary: 'Aufbewahrung: was ein Lauf jetzt löschen würde (Anzahlen), ohne etwas zu ändern' })
  async preview(@CurrentStaff() staff: StaffPrincipal): Promise<RetentionPreviewAnswer> {
    this.assertMayRun(staff);
    return { success: true, preview: await this.retention.preview() };
  }

  @Post('run')
  @HttpCode(200)
  @ApiOperation({ summary: 'Aufbewahrung jetzt anwenden (sonst täglich um 3:30 Uhr)' })
  async run(@CurrentStaff() staff: StaffPrincipal): Promise<{ success: true; run: RetentionRun; message: string }> {
    this.assertMayRun(staff);
    const run = await this.retention.run(staff);
    if (!run) throw new ConflictException('Die Aufbewahrung läuft gerade; bitte gleich noch einmal versuchen');
    return {
      success: true,
      run,
      message: `${run.requests_erased} Anfragen gelöscht, ${run.analytics_rows_removed} Statistik-Rohdaten entfernt`,
    };
  }

  /** A run erases offer requests and raw analytics: it, and the count of what it erases, need their permissions. */
  private assertMayRun(staff: StaffPrincipal): void {
    const missing = retentionRunMissing(staff);
    if (missing.length) {
      throw new ForbiddenException(
        `Keine Berechtigung für: ${missing.join(', ')} – die Aufbewahrung löscht Anfragen und Rohdaten der Statistik; es wurde nichts gelöscht`,
      );
    }
  }
}
