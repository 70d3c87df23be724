import { BadRequestException, Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  backendAutostartSchema,
  logLinesSchema,
  type BackendAutostartRequest,
  type BackendStatus,
  type FailedBatch,
} from '@agency/contracts';
import { EventStore } from '@agency/event-store';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { recordPipelineControl, REPLAYED_IDS_KEPT } from './pipeline-control.events';
import { PipelineControlService } from './pipeline-control.service';

const replaySchema = z.object({ ids: z.array(z.string().max(100)).max(1_000).optional() });

/** The Backend panel: the analytics pipeline's worker, through Redis in every mode. */
@AdminController('backend')
export class PipelineControlController {
  constructor(
    private readonly control: PipelineControlService,
    private readonly store: EventStore,
  ) {}

  @Get('status')
  @RequirePermission('system')
  status(): Promise<BackendStatus> {
    return this.control.pipeline.status();
  }

  @Post('restart')
  @HttpCode(200)
  @RequirePermission('system')
  async restart(@CurrentStaff() staff: StaffPrincipal): Promise<{ success: true; message: string }> {
    await this.control.pipeline.restart(staff.username);
    await recordPipelineControl(this.store, { type: 'AnalyticsPipelineRestarted', data: {} }, staff);
    return {
      success: true,
      message: 'Neustart eingeleitet: laufende Batches werden abgeschlossen, dann startet der Worker neu',
    };
  }

  @Post('stop')
  @HttpCode(200)
  @RequirePermission('system')
  async stop(@CurrentStaff() staff: StaffPrincipal): Promise<{ success: true; message: string }> {
    await this.control.pipeline.stop(staff.username);
    await recordPipelineControl(this.store, { type: 'AnalyticsPipelineStopped', data: {} }, staff);
    return {
      success: true,
      message: 'Verarbeitung angehalten: neue Ereignisse warten in der Queue, nichts geht verloren',
    };
  }

  @Get('logs')
  @RequirePermission('system')
  async logs(@Query('lines') lines?: string): Promise<{ success: true; logs: string[] }> {
    const parsed = logLinesSchema.safeParse(lines ?? undefined);
    if (!parsed.success) {
      throw new BadRequestException({
        message: 'Ungültige Eingabe: lines muss eine Zahl von 1 bis 1000 sein',
        details: [{ field: 'lines', message: '1 bis 1000' }],
      });
    }
    return { success: true, logs: await this.control.pipeline.logs(parsed.data) };
  }

  @Get('autostart/status')
  @RequirePermission('system')
  async autostart(): Promise<{ success: true; enabled: boolean }> {
    return { success: true, enabled: await this.control.pipeline.autostart() };
  }

  @Post('autostart')
  @HttpCode(200)
  @RequirePermission('system')
  async setAutostart(
    @Body(new ZodBodyPipe(backendAutostartSchema)) body: BackendAutostartRequest,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<{ success: true; message: string }> {
    await this.control.pipeline.setAutostart(body.enable, staff.username);
    await recordPipelineControl(
      this.store,
      { type: 'AnalyticsPipelineAutostartChanged', data: { enabled: body.enable } },
      staff,
    );
    return { success: true, message: body.enable ? 'Autostart eingeschaltet' : 'Autostart ausgeschaltet' };
  }

  @Get('failed-batches')
  @RequirePermission('system')
  async failed(): Promise<{ success: true; batches: FailedBatch[] }> {
    return { success: true, batches: await this.control.pipeline.failedBatches() };
  }

  @Post('failed-batches/replay')
  @HttpCode(200)
  @RequirePermission('system')
  async replay(
    @Body(new ZodBodyPipe(replaySchema)) body: z.infer<typeof replaySchema>,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<{ success: true; replayed: string[] }> {
    const replayed = await this.control.pipeline.replayFailed(body.ids);
    await recordPipelineControl(
      this.store,
      {
        type: 'FailedTrackBatchesReplayed',
        data: { count: replayed.length, ids: replayed.slice(0, REPLAYED_IDS_KEPT) },
      },
      staff,
    );
    return { success: true, replayed };
  }
}
