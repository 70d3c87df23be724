import type { PageView } from '@agency/contracts';
import { browserName, deviceType } from './device';
import { sessionIdFor } from './session-id';

export interface PageViewContext {
  path: string;
  referrer: string;
  consented: boolean;
}

/** The page view of one route change; cookieless (no session id) without analytics consent. */
export function buildPageView({ path, referrer, consented }: PageViewContext): PageView {
  const userAgent = navigator.userAgent;
  const pageView: PageView = {
    page_path: path,
    referrer: referrer || null,
    user_agent: userAgent,
    device_type: deviceType(window.innerWidth),
    browser: browserName(userAgent),
    duration_seconds: 0,
  };
  const sessionId = sessionIdFor(consented);
  if (sessionId) pageView.session_id = sessionId;
  return pageView;
}
