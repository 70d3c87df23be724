import { BadRequestException, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FailedOutboxJob } from '@agency/contracts';
import { EventStore } from '@agency/event-store';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import { actorMetadata, type StaffPrincipal } from '../auth/staff-principal';
import { OUTBOX_QUEUES, OfferRequestSideEffects, type OutboxQueueName } from './offer-request-side-effects';
import { OUTBOX_STREAM, type OutboxJobRetried } from './outbox.events';

/**
 * The Backend tab's 'Nicht zugestellt': mails and accounting transfers that ran out of attempts, which
 * would otherwise wait in Redis without anyone knowing, and 'Erneut senden' for each.
 */
@ApiTags('Backend')
@ApiBearerAuth()
@AdminController('backend/outbox')
@RequirePermission('system')
export class OutboxFailuresController {
  constructor(
    private readonly outbox: OfferRequestSideEffects,
    private readonly store: EventStore,
  ) {}

  @Get('failed')
  @ApiOperation({
    summary:
      'Mails und Buchhaltungsübertragungen ohne weitere Versuche: was, an wen (Adressen gekürzt), warum (feste Gründe), wann',
  })
  async failed(): Promise<{ success: true; jobs: FailedOutboxJob[] }> {
    return { success: true, jobs: await this.outbox.failedJobs() };
  }

  @Post('failed/:queue/:jobId/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Erneut senden: der Auftrag läuft noch einmal mit allen Versuchen' })
  async retry(
    @Param('queue') queue: string,
    @Param('jobId') jobId: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<{ success: true; message: string }> {
    if (!OUTBOX_QUEUES.includes(queue as OutboxQueueName))
      throw new BadRequestException({
        message: 'Unbekannte Warteschlange',
        details: [{ field: 'queue', message: 'mail oder accounting' }],
      });
    const { what } = await this.outbox.retryFailed(queue as OutboxQueueName, jobId);
    const retried: OutboxJobRetried = {
      type: 'OutboxJobRetried',
      data: { queue: queue as OutboxQueueName, jobId, what },
    };
    await this.store.appendToStream(OUTBOX_STREAM, [retried], {
      expectedVersion: 'any',
      metadata: actorMetadata(staff),
    });
    return { success: true, message: 'Der Auftrag wird erneut ausgeführt.' };
  }
}
