import { STATISTICS_TOP_BUTTONS, type StatisticsResponse } from '@agency/contracts';
import type { DayRange } from './periods';
import type { Rollups } from './rollups';
import { num, pct, type ReadRows, type Row } from './rows';
import { counts, ofDimension } from './shares';

/*
 * Interactions and cookie consent (docs/metrics.md): the calls of a range by kind and event type, from the
 * daily totals, with the top buttons from the counted dimensions.
 */

/** A range's calls by `kind` and `event_type` (`events`). */
export function eventTotals(rows: ReadRows, range: DayRange, rollups: Rollups): Promise<Row[]> {
  return rows(
    `SELECT kind, event_type, sum(events) AS events FROM ${rollups.totals}
          WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY kind, event_type`,
    { from: range.from, to: range.to },
  );
}

/** The interaction figures of the response from the event totals and the counted dimensions' tops. */
export function enhancedMetrics(totals: Row[], counted: Row[]): StatisticsResponse['enhanced_metrics'] {
  const eventCount = (type: string) =>
    num(totals.find((r) => r['kind'] === 'event' && r['event_type'] === type)?.['events']);
  const formStarts = eventCount('form_start');
  const formSubmits = eventCount('form_submit');
  return {
    total_events: totals.filter((r) => r['kind'] === 'event').reduce((sum, r) => sum + num(r['events']), 0),
    button_clicks: eventCount('button_click'),
    scroll_interactions: eventCount('scroll_depth'),
    external_link_clicks: eventCount('external_link_click'),
    form_starts: formStarts,
    form_submits: formSubmits,
    form_abandoned: eventCount('form_abandoned'),
    form_conversion_rate: Math.min(100, pct(formSubmits, formStarts)),
    top_buttons: counts(ofDimension(counted, 'button'), STATISTICS_TOP_BUTTONS),
    errors: eventCount('error'),
  };
}

/** Each consent choice's share of the range's consent calls. */
export function cookieConsent(totals: Row[]): StatisticsResponse['cookie_consent'] {
  const consents = totals.filter((r) => r['kind'] === 'consent');
  const consentTotal = consents.reduce((sum, r) => sum + num(r['events']), 0);
  const consentShare = (type: string) =>
    pct(num(consents.find((r) => r['event_type'] === type)?.['events']), consentTotal);
  return {
    all_accepted: consentShare('all_accepted'),
    only_necessary: consentShare('only_necessary'),
    customized: consentShare('customized'),
    gpc_only_necessary: consentShare('gpc_only_necessary'),
  };
}
