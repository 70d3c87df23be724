import { randomUUID } from 'node:crypto';
import type { EnrichedEvent } from '@agency/contracts';

const DAY = 86_400_000;

/** Today's UTC day (YYYY-MM-DD). */
export const today = (): string => new Date().toISOString().slice(0, 10);
/** The UTC day `n` days before today. */
export const daysAgo = (n: number): string =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

/** Who makes a call: the visitor id (empty: cookieless) and what the intake derives from the request. */
export type Visitor = Pick<EnrichedEvent, 'visitor_id' | 'device_type' | 'browser' | 'country'>;
export const firefoxDe = (id: string): Visitor => ({
  visitor_id: id,
  device_type: 'desktop',
  browser: 'Firefox',
  country: 'DE',
});
export const safariAt = (id: string): Visitor => ({
  visitor_id: id,
  device_type: 'mobile',
  browser: 'Mobile Safari',
  country: 'AT',
});

/** What a call says beyond who makes it: at least its kind and page. */
export type CallFields = Partial<EnrichedEvent> & Pick<EnrichedEvent, 'kind' | 'page_path'>;

/**
 * One stored call of `visitor` at `time` (hh:mm, UTC) of `day`, as the pipeline writes it; cookieless without a
 * session.
 */
export function callAt(
  day: string,
  time: string,
  visitor: Visitor,
  session: string,
  fields: CallFields,
): EnrichedEvent {
  return {
    event_id: randomUUID(),
    received_at: `${day}T${time}:00.000Z`,
    referrer: '',
    session_id: session,
    os: 'Linux',
    consented: session !== '',
    ...visitor,
    ...fields,
  };
}

/** A page view's fields: its page and the traffic source the intake classified. */
export const view = (page: string, source: string) => ({
  kind: 'pageview' as const,
  page_path: page,
  traffic_source: source,
});
