import type { DomainEvent, EventStore } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../auth/staff-principal';

/**
 * What staff do to the analytics pipeline in the Backend tab, in the event log so 'Aktivität' lists it. The
 * pipeline's state lives in Redis; these events only record who asked for what. Nothing is decided from them.
 */
export const PIPELINE_CONTROL_STREAM = 'analytics-pipeline';

/** At most this many batch ids are kept on a replay's event (the count is always whole). */
export const REPLAYED_IDS_KEPT = 20;

export type PipelineControlEvent =
  | DomainEvent<'AnalyticsPipelineStopped', Record<string, never>>
  | DomainEvent<'AnalyticsPipelineRestarted', Record<string, never>>
  | DomainEvent<'AnalyticsPipelineAutostartChanged', { enabled: boolean }>
  | DomainEvent<'FailedTrackBatchesReplayed', { count: number; ids: string[] }>;

export const PIPELINE_CONTROL_EVENT_TYPES = [
  'AnalyticsPipelineStopped',
  'AnalyticsPipelineRestarted',
  'AnalyticsPipelineAutostartChanged',
  'FailedTrackBatchesReplayed',
] as const satisfies readonly PipelineControlEvent['type'][];

/** Appends one pipeline event for `staff`, after the pipeline did what they asked. */
export async function recordPipelineControl(
  store: EventStore,
  event: PipelineControlEvent,
  staff: StaffPrincipal,
): Promise<void> {
  await store.appendToStream(PIPELINE_CONTROL_STREAM, [event], {
    expectedVersion: 'any',
    metadata: actorMetadata(staff),
  });
}
