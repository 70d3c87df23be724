import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type DayRange, statisticsPeriod } from '@agency/analytics';
import { LEAD_SOURCE_UNKNOWN, LEAD_SOURCES_TOP, type LeadSourcesResponse } from '@agency/contracts';
import { LeadSourcesQueries } from './lead-sources.queries';

/** Most distinct sessions of one period whose landing is looked up; requests of further sessions count as 'unbekannt'. */
export const LINKED_SESSIONS_MAX = 5_000;

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface LinkedRow {
  session_id: string;
  form: 'offer_dialog' | 'contact_form';
  day: string;
  n: number;
}

/**
 * 'Anfragen nach Quelle': offer requests from Postgres (the link to a consented session, kept by
 * leadAttributionProjection), the sessions' landings from ClickHouse. The offer funnel is a built-in funnel
 * (statistics/goals, docs/metrics.md 'Funnels').
 */
@Injectable()
export class LeadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: LeadSourcesQueries,
  ) {}

  /** Requests received in a range of UTC days (both ends included). */
  async requestCount(range: DayRange): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM lead_attributions WHERE created_at >= $1 AND created_at < $2`,
      this.bounds(range),
    );
    return n;
  }

  async view(now: Date, range: DayRange): Promise<LeadSourcesResponse> {
    const [total, linked] = await Promise.all([
      this.requestCount(range),
      this.dataSource.query(
        `SELECT session_id, form, to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n
          FROM lead_attributions
          WHERE created_at >= $1 AND created_at < $2 AND session_id IS NOT NULL
          GROUP BY session_id, form ORDER BY n DESC, session_id LIMIT $3`,
        [...this.bounds(range), LINKED_SESSIONS_MAX],
      ) as Promise<LinkedRow[]>,
    ]);
    const sessionIds = [...new Set(linked.map((r) => r.session_id))];
    // A request's session may have begun the day before (a visit over midnight).
    const days = [...new Set(linked.flatMap((r) => [r.day, dayOf(dayStart(r.day).getTime() - DAY_MS)]))];
    const landings = await this.queries.landings(sessionIds, days);

    // 'Anfragen nach Quelle': requests by (source, entry page).
    const byEntry = new Map<string, { source: string; entry_page: string; requests: number }>();
    let attributed = 0;
    for (const row of linked) {
      const landing = landings.get(row.session_id);
      if (!landing || landing.source === '') continue;
      attributed += row.n;
      const key = `${landing.source}\u0000${landing.page}`;
      const entry = byEntry.get(key) ?? { source: landing.source, entry_page: landing.page, requests: 0 };
      entry.requests += row.n;
      byEntry.set(key, entry);
    }
    const ranked = [...byEntry.values()].sort(
      (a, b) => b.requests - a.requests || a.source.localeCompare(b.source) || a.entry_page.localeCompare(b.entry_page),
    );
    const rest = new Map<string, number>();
    for (const row of ranked.slice(LEAD_SOURCES_TOP)) rest.set(row.source, (rest.get(row.source) ?? 0) + row.requests);
    const unknown = total - attributed;
    const sources: LeadSourcesResponse['sources'] = [
      ...ranked.slice(0, LEAD_SOURCES_TOP),
      ...[...rest].map(([source, requests]) => ({ source, entry_page: null, requests })),
      ...(unknown > 0 ? [{ source: LEAD_SOURCE_UNKNOWN, entry_page: null, requests: unknown }] : []),
    ].sort((a, b) => b.requests - a.requests);

    return { period: statisticsPeriod(now, range), requests: total, sources };
  }

  private bounds(range: DayRange): [Date, Date] {
    return [dayStart(range.from), new Date(dayStart(range.to).getTime() + DAY_MS)];
  }
}
