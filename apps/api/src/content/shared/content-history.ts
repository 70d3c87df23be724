import type { HistoryEntry } from '@agency/contracts';
import type { RecordedEvent } from '@agency/event-store';
import { diffFields } from './content-diff';

export type HistoryKind = HistoryEntry['type'];

/**
 * Replays a stream and describes each version: who, when, what kind of change, and each changed field
 * before and after. `describe` folds one event and names its kind.
 */
export function buildHistory<S>(
  events: readonly RecordedEvent[],
  initial: S,
  evolve: (state: S, event: RecordedEvent) => S,
  view: (state: S) => unknown,
  kindOf: (event: RecordedEvent) => HistoryKind,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let state = initial;
  for (const event of events) {
    const next = evolve(state, event);
    const type = kindOf(event);
    const toVersion = (event.data as { toVersion?: number }).toVersion;
    entries.push({
      version: event.streamVersion,
      at: event.createdAt.toISOString(),
      actor: event.metadata.actor?.username ?? null,
      type,
      ...(type === 'reverted' && typeof toVersion === 'number' ? { restoredVersion: toVersion } : {}),
      changes: diffFields(view(state) ?? null, view(next) ?? null),
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
