import { randomUUID } from 'node:crypto';
import type { EnrichedPageView, PageView } from '@agency/contracts';
import type { CountryLookup } from './country.lookup';
import { parseUserAgent } from './user-agent.parser';
import { visitorId } from './visitor-id';

/** What the server knows about the call; the address is used here and then dropped. */
export interface RequestFacts {
  receivedAt: Date;
  ip: string;
  userAgent: string;
  salt: string;
}

export function enrichPageView(view: PageView, facts: RequestFacts, country: CountryLookup): EnrichedPageView {
  const sessionId = view.session_id ?? '';
  return {
    event_id: randomUUID(),
    kind: 'pageview',
    received_at: facts.receivedAt.toISOString(),
    page_path: stripQuery(view.page_path),
    referrer: view.referrer ?? '',
    // No session id means no analytics consent: the view is counted cookieless.
    session_id: sessionId,
    visitor_id: visitorId(facts.salt, facts.ip, facts.userAgent),
    ...parseUserAgent(facts.userAgent),
    country: country(facts.ip),
    consented: sessionId !== '',
  };
}

/** Query strings and fragments can hold personal data (e-mail links, tokens) and split one page into many. */
function stripQuery(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end) || '/';
}
