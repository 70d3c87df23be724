import { Inject, Injectable } from '@nestjs/common';
import { CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';

/** Where a session came from: the traffic source and page of its landing (docs/metrics.md, 'Anfragen nach Quelle'). */
export interface Landing {
  source: string;
  page: string;
}

/**
 * A page view that did not come by internal navigation: its source says how the visitor reached the site.
 * Sessions are cut at midnight UTC, as everywhere in the statistics.
 */
const LANDING_VIEW = `kind = 'pageview' AND traffic_source NOT IN ('', 'internal')`;

/**
 * The sessions of the events selected by `where`, each with its landing: its own first landing view, or,
 * when it has none (consent was given on the landing page, whose view was cookieless), the same visitor's last
 * landing view that day at or before the session's first call (JOIN_LANDING).
 */
function sessionsWithLanding(where: string): string {
  return `
    WITH s AS (
      SELECT toDate(received_at) AS day, session_id AS sid, any(visitor_id) AS visitor,
        countIf(${LANDING_VIEW}) AS own_views,
        argMinIf((toString(traffic_source), page_path), received_at, ${LANDING_VIEW}) AS own,
        argMin(page_path, received_at) AS first_page, min(received_at) AS started
      FROM events
      -- Page views and events carry what a session's landing needs; the many time updates do not.
      WHERE kind IN ('pageview', 'event') AND ${where}
      GROUP BY day, sid
    ),
    v AS (
      SELECT toDate(received_at) AS day, visitor_id, received_at AS at, toString(traffic_source) AS source, page_path AS page
      FROM events
      WHERE ${LANDING_VIEW} AND toDate(received_at) >= {from:Date} AND toDate(received_at) <= {to:Date}
        AND (toDate(received_at), visitor_id) GLOBAL IN (SELECT day, visitor FROM s WHERE own_views = 0)
    )`;
}

/** Each session with the visitor's last landing view at or before its first call (same day), when it needs one. */
const JOIN_LANDING = 's ASOF LEFT JOIN v ON v.visitor_id = s.visitor AND v.day = s.day AND v.at <= s.started';

/** Leads by source, read from the raw events of the sessions asked for. */
@Injectable()
export class LeadSourcesQueries {
  constructor(@Inject(CLICKHOUSE_CLIENT) private readonly client: ClickHouseClient) {}

  private async rows(query: string, params: Record<string, unknown>): Promise<Record<string, unknown>[]> {
    const result = await this.client.query({ query, query_params: params, format: 'JSONEachRow' });
    return result.json<Record<string, unknown>>();
  }

  /**
   * The landing of each of `sessionIds` on the given days (a request's day and the day before), the first one
   * when a session spans days. A session without any call stored on those days is missing from the answer.
   */
  async landings(sessionIds: readonly string[], days: readonly string[]): Promise<Map<string, Landing>> {
    if (sessionIds.length === 0 || days.length === 0) return new Map();
    const sorted = [...days].sort();
    const rows = await this.rows(
      `${sessionsWithLanding(
        `session_id IN {ids:Array(String)} AND toDate(received_at) >= {from:Date} AND toDate(received_at) <= {to:Date}
          AND toDate(received_at) IN {days:Array(Date)}`,
      )}
      SELECT s.sid AS session_id,
        argMin(if(s.own_views > 0, tupleElement(s.own, 1), v.source), s.day) AS source,
        argMin(if(s.own_views > 0, tupleElement(s.own, 2), if(v.page != '', v.page, s.first_page)), s.day) AS page
      FROM ${JOIN_LANDING}
      GROUP BY s.sid`,
      { ids: sessionIds, days: sorted, from: sorted[0], to: sorted[sorted.length - 1] },
    );
    return new Map(
      rows.map((r) => [String(r['session_id']), { source: String(r['source']), page: String(r['page']) }]),
    );
  }
}
