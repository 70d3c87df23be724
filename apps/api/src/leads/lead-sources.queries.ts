import { Inject, Injectable } from '@nestjs/common';
import { CLICKHOUSE_CLIENT, type ClickHouseClient, type DayRange } from '@agency/analytics';

/** Where a session came from: the traffic source and page of its landing (docs/metrics.md, 'Anfragen nach Quelle'). */
export interface Landing {
  source: string;
  page: string;
}

export interface FunnelCounts {
  source: string;
  sessions: number;
  dialog_opened: number;
  form_started: number;
}

/** The form name the offer dialog's tracking uses (data-track-form, and the label of its 'opened' event). */
export const OFFER_FORM = 'offer-request';
/** Most sources the funnel lists; the intake knows six (libs/contracts TRAFFIC_SOURCES). */
const FUNNEL_SOURCES_TOP = 20;

const num = (value: unknown) => Number(value ?? 0) || 0;

/**
 * A page view that did not come by internal navigation: its source says how the visitor reached the site.
 * Sessions are cut at midnight UTC, as everywhere in the statistics.
 */
const LANDING_VIEW = `kind = 'pageview' AND traffic_source NOT IN ('', 'internal')`;

/**
 * The sessions of the events selected by `where`, each with its landing: its own first landing view, or,
 * when it has none (consent was given on the landing page, whose view was cookieless), the same visitor's last
 * landing view that day at or before the session's first call (JOIN_LANDING). `extra` adds per-session columns.
 */
function sessionsWithLanding(where: string, extra: string, sessionKey = 'session_id'): string {
  return `
    WITH s AS (
      SELECT toDate(received_at) AS day, ${sessionKey} AS sid, any(visitor_id) AS visitor,
        countIf(${LANDING_VIEW}) AS own_views,
        argMinIf((toString(traffic_source), page_path), received_at, ${LANDING_VIEW}) AS own,
        argMin(page_path, received_at) AS first_page, min(received_at) AS started
        ${extra}
      FROM events
      -- Page views and events carry what a session's landing and funnel need; the many time updates do not.
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

/** Leads by source, read from the raw events (only the sessions asked for, or the period's consented sessions). */
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
        '',
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

  /**
   * The period's consented sessions by the source of their landing: how many, how many opened the offer dialog,
   * how many started its form. Bounded: one row per source, at most FUNNEL_SOURCES_TOP.
   */
  async funnel(range: DayRange): Promise<FunnelCounts[]> {
    const rows = await this.rows(
      `${sessionsWithLanding(
        `session_id != '' AND toDate(received_at) >= {from:Date} AND toDate(received_at) <= {to:Date}`,
        `, countIf(kind = 'event' AND event_type = 'solution_modal' AND event_label = {form:String}) > 0 AS dialog_flag,
           countIf(kind = 'event' AND event_type = 'form_start' AND event_label = {form:String}) > 0 AS form_flag`,
        // Only counted here, never listed: a number groups faster than the id's text.
        'cityHash64(session_id)',
      )}
      SELECT if(s.own_views > 0, tupleElement(s.own, 1), v.source) AS source,
        count() AS sessions, countIf(s.dialog_flag) AS dialog_opened, countIf(s.form_flag) AS form_started
      FROM ${JOIN_LANDING}
      GROUP BY source
      ORDER BY sessions DESC, source
      LIMIT {top:UInt32}`,
      { ...range, form: OFFER_FORM, top: FUNNEL_SOURCES_TOP },
    );
    return rows.map((r) => ({
      source: String(r['source']),
      sessions: num(r['sessions']),
      dialog_opened: num(r['dialog_opened']),
      form_started: num(r['form_started']),
    }));
  }
}
