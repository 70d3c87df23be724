import type { EntityManager } from 'typeorm';
import { planFailureText } from '@agency/contracts';
import type { InlineProjection, RecordedEvent } from '@agency/event-store';
import type { PublicationPlan, PublicationPlanEventData } from './publication-plan';

/** Where a plan's content is: the collection or kind of document, and its event type prefix. */
export interface PlannedContent {
  name: string;
  eventPrefix: string;
  /** Collections: the item id is the stream id after `name-`. */
  items: boolean;
}

/**
 * Keeps content_publication_plans current for one collection or kind of document: every plan with its
 * state ('planned' until it ran, failed or was cancelled; a failed one stays 'failed' until cancelled), which
 * the 'Geplant' list shows and the scheduler (PublicationScheduler) claims from. The plan itself lives in the
 * content's stream.
 */
export function publicationPlansProjection(content: PlannedContent): InlineProjection {
  const { name, eventPrefix } = content;
  const scheduled = `${eventPrefix}PublicationScheduled`;
  const cancelled = `${eventPrefix}PublicationScheduleCancelled`;
  const failed = `${eventPrefix}PublicationScheduleFailed`;
  const published = `${eventPrefix}Published`;
  const takenOffline = `${eventPrefix}TakenOffline`;
  return {
    name: `plans:${name}`,
    handles: [scheduled, cancelled, failed, published, ...(content.items ? [takenOffline] : [])],
    async apply(events: readonly RecordedEvent[], manager: EntityManager) {
      for (const event of events) {
        if (event.type === scheduled) {
          const plan = event.data as unknown as PublicationPlan;
          await manager.query(
            `INSERT INTO content_publication_plans
               (plan_id, content, stream_id, item_id, action, due_at, state, planned_at, planned_by, planned_by_id)
             VALUES ($1, $2, $3, $4, $5, $6, 'planned', $7, $8, $9)
             ON CONFLICT (plan_id) DO NOTHING`,
            [
              plan.planId,
              name,
              event.streamId,
              content.items ? event.streamId.slice(name.length + 1) : null,
              plan.action,
              plan.at,
              event.createdAt,
              event.metadata.actor?.username ?? null,
              event.metadata.actor?.id ?? null,
            ],
          );
          continue;
        }
        const planId = (event.data as { planId?: unknown }).planId;
        if (typeof planId !== 'string') continue;
        if (event.type === failed) {
          // Listed with its reason until staff cancel it; the scheduler never claims it again.
          const { reason } = event.data as unknown as PublicationPlanEventData['PublicationScheduleFailed'];
          await manager.query(
            `UPDATE content_publication_plans SET state = 'failed', outcome = $2, error = $3, finished_at = $4,
               finished_by = $5
             WHERE plan_id = $1`,
            [planId, reason, planFailureText(reason), event.createdAt, event.metadata.actor?.username ?? null],
          );
          continue;
        }
        const outcome =
          event.type === cancelled
            ? ((event.data as unknown as PublicationPlanEventData['PublicationScheduleCancelled']).reason ??
              'cancelled')
            : event.type === takenOffline
              ? 'taken_offline'
              : 'published';
        await manager.query(
          `UPDATE content_publication_plans SET state = $2, outcome = $3, finished_at = $4, finished_by = $5
           WHERE plan_id = $1`,
          [
            planId,
            outcome === 'cancelled' ? 'cancelled' : 'done',
            outcome,
            event.createdAt,
            event.metadata.actor?.username ?? null,
          ],
        );
      }
    },
    async reset(manager: EntityManager) {
      await manager.query('DELETE FROM content_publication_plans WHERE content = $1', [name]);
    },
  };
}
