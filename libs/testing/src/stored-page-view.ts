import { randomUUID } from 'node:crypto';
import type { EnrichedEvent } from '@agency/contracts';

/**
 * A page view as the pipeline stores it, with a new event id: a consenting visitor on Firefox, desktop and
 * Linux, from Germany, with no referrer. `fields` gives its moment, page, session and visitor, and whatever
 * else a test is about.
 */
export function storedPageView(
  fields: Partial<EnrichedEvent> & Pick<EnrichedEvent, 'received_at' | 'page_path' | 'session_id' | 'visitor_id'>,
): EnrichedEvent {
  return {
    event_id: randomUUID(),
    kind: 'pageview',
    referrer: '',
    device_type: 'desktop',
    browser: 'Firefox',
    os: 'Linux',
    country: 'DE',
    consented: true,
    ...fields,
  };
}
