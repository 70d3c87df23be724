import { type HistoryEntry, PLAN_FAILURE_REASONS, type PlanFailureReason } from '@agency/contracts';
import type { RecordedEvent } from '@agency/event-store';
import { diffFields } from './content-diff';

export type HistoryKind = HistoryEntry['type'];

const isPlanFailureReason = (reason: unknown): reason is PlanFailureReason =>
  (PLAN_FAILURE_REASONS as readonly unknown[]).includes(reason);

/**
 * Replays a stream and describes each version: who, when, what kind of change, and each changed field
 * before and after. `view` is the side of the state an event changes, as its history shows it (a draft's
 * event: the draft, else what the website shows); `kindOf` names the event's kind.
 */
export function buildHistory<S>(
  events: readonly RecordedEvent[],
  initial: S,
  evolve: (state: S, event: RecordedEvent) => S,
  view: (state: S, event: RecordedEvent) => unknown,
  kindOf: (event: RecordedEvent) => HistoryKind,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let state = initial;
  for (const event of events) {
    const next = evolve(state, event);
    const type = kindOf(event);
    const { toVersion, planId, action, at, reason } = event.data as {
      toVersion?: number;
      planId?: string;
      action?: 'publish' | 'take_offline';
      at?: string;
      reason?: string;
    };
    entries.push({
      version: event.streamVersion,
      at: event.createdAt.toISOString(),
      actor: event.metadata.actor?.username ?? null,
      type,
      ...(typeof toVersion === 'number' ? { restoredVersion: toVersion } : {}),
      ...(type === 'publication_scheduled' && action && at ? { plan: { action, at } } : {}),
      ...(typeof planId === 'string' && (type === 'published' || type === 'taken_offline') ? { planned: true } : {}),
      ...(type === 'publication_failed' && isPlanFailureReason(reason) ? { failure: reason } : {}),
      changes: diffFields(view(state, event) ?? null, view(next, event) ?? null),
    });
    state = next;
  }
  return entries;
}

/** The state a stream had right after `version`, or undefined when that version does not exist. */
export function stateAtVersion<S>(
  events: readonly RecordedEvent[],
  version: number,
  initial: S,
  evolve: (state: S, event: RecordedEvent) => S,
): S | undefined {
  if (!events.some((event) => event.streamVersion === version)) return undefined;
  return events.filter((event) => event.streamVersion <= version).reduce(evolve, initial);
}
