import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ActivityEntry, ActivityPage, ActivityQuery } from '@agency/contracts';
import { type EventRow, type RecordedEvent, RuleViolation, toRecorded } from '@agency/event-store';
import { ContentRegistry } from '../content/content.registry';
import {
  activityKinds,
  type ActivityEvent,
  type ActivityKind,
  kindsOfType,
  PERSON_STREAM_PREFIXES,
} from './activity-kinds';

/** The staff account an event concerns, from its stream (user-<id>, staff-sign-in-<id>). */
function subjectId(streamId: string): string | null {
  const prefix = PERSON_STREAM_PREFIXES.find((p) => streamId.startsWith(p));
  return prefix ? streamId.slice(prefix.length) : null;
}

/**
 * The activity log: the newest events of the registry's kinds, straight from the event log, one bounded
 * page at a time (the cursor is the event's position), filtered by kind and by person (what a person did,
 * and what happened to their account).
 */
@Injectable()
export class ActivityService {
  private readonly kinds: readonly ActivityKind[];

  constructor(
    private readonly dataSource: DataSource,
    registry: ContentRegistry,
  ) {
    this.kinds = activityKinds(registry);
    // A type in two kinds not told apart by their conditions stops the start.
    kindsOfType(this.kinds);
  }

  async page(query: ActivityQuery): Promise<ActivityPage> {
    const kinds = query.kind ? this.kinds.filter((k) => k.kind === query.kind) : this.kinds;
    if (kinds.length === 0) throw new RuleViolation('invalid', 'Unbekannte Art');
    const { entries, more } = await this.select(kinds, query.limit, (param) => {
      const conditions: string[] = [];
      if (query.person) {
        const personStreams = PERSON_STREAM_PREFIXES.map((prefix) => `${prefix}${query.person}`);
        conditions.push(
          `(e.metadata->'actor'->>'id' = ${param(query.person)} OR e.stream_id = ANY(${param(personStreams)}))`,
        );
      }
      if (query.before) conditions.push(`e.position < ${param(query.before)}`);
      return conditions;
    });
    return {
      entries,
      next_before: more ? entries[entries.length - 1].id : null,
      kinds: this.kinds.map(({ kind, label }) => ({ kind, label })),
    };
  }

  /**
   * The newest `limit` entries of the named kinds made from `from` up to (not including) `to`, newest first;
   * `more` when there were more (the statistics' annotations read publishes and restores this way);
   * `byStaffOnly` leaves out what the system did by itself (the first start's content).
   */
  async between(
    kindNames: readonly string[],
    from: Date,
    to: Date,
    limit: number,
    { byStaffOnly = false }: { byStaffOnly?: boolean } = {},
  ): Promise<{ entries: ActivityEntry[]; more: boolean }> {
    const kinds = this.kinds.filter((k) => kindNames.includes(k.kind));
    return this.select(kinds, limit, (param) => [
      `e.created_at >= ${param(from)}`,
      `e.created_at < ${param(to)}`,
      ...(byStaffOnly ? [`jsonb_typeof(e.metadata->'actor') = 'object'`] : []),
    ]);
  }

  /** The newest `limit` events of `kinds` that meet the further conditions, worded as entries. */
  private async select(
    kinds: readonly ActivityKind[],
    limit: number,
    further: (param: (value: unknown) => string) => string[],
  ): Promise<{ entries: ActivityEntry[]; more: boolean }> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    // A type shown by two kinds is told apart by their `where`; the first kind whose condition holds takes it.
    const byKind = kinds.map(
      (k) => [k, `(e.type = ANY(${param(k.types)})${k.where ? ` AND (${k.where})` : ''})`] as const,
    );
    const kindOfRow = byKind.length
      ? `CASE ${byKind.map(([k, condition]) => `WHEN ${condition} THEN ${param(k.kind)}`).join(' ')} END`
      : 'NULL';
    const conditions = [`(${byKind.map(([, condition]) => condition).join(' OR ') || 'false'})`, ...further(param)];
    const rows: (EventRow & { kind: string })[] = await this.dataSource.query(
      `SELECT e.position, e.stream_id, e.stream_version, e.type, e.data, e.metadata, e.created_at, ${kindOfRow} AS kind
       FROM events e WHERE ${conditions.join(' AND ')}
       ORDER BY e.position DESC LIMIT ${param(limit + 1)}`,
      params,
    );
    const selected = rows.slice(0, limit).map((row) => ({
      event: toRecorded(row),
      // The query selected only the kinds' events.
      kind: kinds.find((k) => k.kind === row.kind) ?? kinds[0],
    }));
    const earlier = await this.earlierEvents(selected);
    const names = await this.usernames(selected.map(({ event }) => event));

    const entries: ActivityEntry[] = selected.map(({ event, kind }) => {
      const subject = subjectId(event.streamId);
      const actor = event.metadata.actor ?? null;
      return {
        id: event.position,
        at: event.createdAt.toISOString(),
        kind: kind.kind,
        actor: actor ? { id: actor.id, username: actor.username } : null,
        subject: subject ? { id: subject, username: names.get(subject) ?? 'gelöschter Benutzer' } : null,
        summary: kind.describe({
          ...event,
          earlier: (earlier.get(event.streamId) ?? []).filter((e) => e.streamVersion < event.streamVersion),
        } as ActivityEvent),
      };
    });
    return { entries, more: rows.length > limit };
  }

  /** The earlier events of the streams whose kind needs them (user, item, request and note streams: a few dozen events each). */
  private async earlierEvents(
    events: readonly { event: RecordedEvent; kind: ActivityKind }[],
  ): Promise<Map<string, RecordedEvent[]>> {
    const needs = ({ event, kind }: { event: RecordedEvent; kind: ActivityKind }) =>
      typeof kind.needsEarlier === 'function' ? kind.needsEarlier(event.type) : kind.needsEarlier === true;
    const streams = [...new Set(events.filter(needs).map(({ event }) => event.streamId))];
    const byStream = new Map<string, RecordedEvent[]>();
    if (streams.length === 0) return byStream;
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT position, stream_id, stream_version, type, data, metadata, created_at
       FROM events WHERE stream_id = ANY($1) ORDER BY stream_id, stream_version`,
      [streams],
    );
    for (const row of rows) {
      const list = byStream.get(row.stream_id) ?? [];
      list.push(toRecorded(row));
      byStream.set(row.stream_id, list);
    }
    return byStream;
  }

  /** The last username each account had (also for accounts deleted since), from the user streams. */
  private async usernames(events: readonly RecordedEvent[]): Promise<Map<string, string>> {
    const ids = [...new Set(events.map((e) => subjectId(e.streamId)).filter((id): id is string => id !== null))];
    if (ids.length === 0) return new Map();
    const rows: { stream_id: string; username: string }[] = await this.dataSource.query(
      `SELECT DISTINCT ON (stream_id) stream_id, data->>'username' AS username
       FROM events
       WHERE stream_id = ANY($1) AND type IN ('UserCreated', 'UserDetailsChanged') AND data ? 'username'
       ORDER BY stream_id, stream_version DESC`,
      [ids.map((id) => `user-${id}`)],
    );
    return new Map(rows.map((row) => [row.stream_id.slice('user-'.length), row.username]));
  }
}
