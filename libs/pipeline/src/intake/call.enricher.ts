import {
  defaultTrackingConfig,
  type CookieConsentDecision,
  type EventKind,
  type PageView,
  type ParsedTrackEvent,
  type QueuedEvent,
  type TimeUpdate,
  type TrackingConfig,
  type WebVitalCall,
} from '@agency/contracts';
import type { CountryLookup } from './country.lookup';
import { normalizePagePath } from './page-path';
import { classifyTrafficSource, describeReferrer } from './traffic-source';
import { parseUserAgent, type UserAgentInfo } from './user-agent.parser';
import { visitorId } from './visitor-id';

/** What the server knows about the call; the address is used here and then dropped. */
export interface RequestFacts {
  /** When the call arrived, ISO 8601 (UTC). */
  receivedAt: string;
  ip: string;
  userAgent: string;
  salt: string;
  /** The host the visitor called (Host header): a referrer on it is internal navigation. */
  siteHost?: string;
}

const MAX_SECONDS = 86_400;
/**
 * The device classes a browser may report itself (by its width, below 768 px mobile, below 1024 px
 * tablet), as stored. A plain object lookup: no parsing on the intake's hot path.
 */
const BROWSER_DEVICE_CLASSES: Readonly<Record<string, UserAgentInfo['device_type']>> = Object.assign(
  Object.create(null) as Record<string, UserAgentInfo['device_type']>,
  {
    mobile: 'mobile',
    tablet: 'tablet',
    desktop: 'desktop',
    Mobile: 'mobile',
    Tablet: 'tablet',
    Desktop: 'desktop',
  },
);
const UNKNOWN_DEVICE: UserAgentInfo = { device_type: 'unknown', browser: 'unknown', os: 'unknown' };
const DEFAULT_PAGE_VIEWS = defaultTrackingConfig().pageViews;

/** The kind-specific fields; what a kind does not carry stays empty. */
interface KindFields {
  referrer?: string;
  traffic_source?: string;
  event_type?: string;
  event_label?: string;
  duration_seconds?: number;
  metadata?: string;
}

/**
 * Every kind leaves the intake in one object shape, all fields present in one order: the intake builds and
 * serializes tens of thousands of them a second, and one shape keeps that cheap. No id: the batch gives it
 * (eventIdAt in libs/contracts).
 */
function enrich(
  kind: EventKind,
  pagePath: string,
  sessionId: string,
  facts: RequestFacts,
  country: CountryLookup,
  fields: KindFields,
  deviceInfo = true,
  browserDeviceClass?: string | null,
): QueuedEvent {
  const device = deviceInfo ? parseUserAgent(facts.userAgent) : UNKNOWN_DEVICE;
  return {
    kind,
    received_at: facts.receivedAt,
    page_path: normalizePagePath(pagePath),
    referrer: fields.referrer ?? '',
    // No session id means no analytics consent: the call is counted cookieless.
    session_id: sessionId,
    visitor_id: visitorId(facts.salt, facts.ip, facts.userAgent),
    // The browser's own class (by its width) when it names one of the three; the user agent's guess otherwise.
    device_type: (deviceInfo && browserDeviceClass && BROWSER_DEVICE_CLASSES[browserDeviceClass]) || device.device_type,
    browser: device.browser,
    os: device.os,
    country: country(facts.ip),
    consented: sessionId !== '',
    traffic_source: fields.traffic_source ?? '',
    event_type: fields.event_type ?? '',
    event_label: fields.event_label ?? '',
    duration_seconds: fields.duration_seconds ?? 0,
    metadata: fields.metadata ?? '',
  };
}

export function enrichPageView(
  view: PageView,
  facts: RequestFacts,
  country: CountryLookup,
  config?: TrackingConfig,
): QueuedEvent {
  const { trackReferrer, trackDeviceInfo } = config?.pageViews ?? DEFAULT_PAGE_VIEWS;
  const referrer = trackReferrer ? describeReferrer(view.referrer ?? '') : undefined;
  // Without the referrer the source is not known, and is left out of the shares.
  const source = referrer ? classifyTrafficSource(view.page_path, referrer, facts.siteHost) : '';
  return enrich(
    'pageview',
    view.page_path,
    view.session_id ?? '',
    facts,
    country,
    { referrer: referrer?.stored ?? '', traffic_source: source },
    trackDeviceInfo,
    view.device_type,
  );
}

export function enrichTrackEvent(event: ParsedTrackEvent, facts: RequestFacts, country: CountryLookup): QueuedEvent {
  const metadata = event.metadata ?? '';
  return enrich('event', event.page_path, event.session_id ?? '', facts, country, {
    event_type: event.event_type,
    event_label: event.event_label ?? '',
    duration_seconds: event.event_type === 'time_on_page' ? secondsIn(metadata) : 0,
    metadata,
  });
}

export function enrichTimeUpdate(update: TimeUpdate, facts: RequestFacts, country: CountryLookup): QueuedEvent {
  return enrich('time_update', update.page_path, update.session_id ?? '', facts, country, {
    duration_seconds: update.time_spent,
  });
}

/** A consent decision is counted without any id: it carries no session and is not itself analytics. */
export function enrichConsent(
  decision: CookieConsentDecision,
  facts: RequestFacts,
  country: CountryLookup,
): QueuedEvent {
  return enrich('consent', '/', '', facts, country, {
    event_type: decision.consent_type,
    metadata: JSON.stringify({ analytics: decision.analytics_accepted, marketing: decision.marketing_accepted }),
  });
}

/**
 * A Core Web Vitals measurement: the metric as event_type, its value (ms, or without unit for CLS) in
 * duration_seconds, the browser's device class. Never an id: no session, and no visitor id is derived (the
 * address is not even read); nor the country. The browser and system stay, for finding what is slow where.
 */
export function enrichWebVital(call: WebVitalCall, facts: RequestFacts): QueuedEvent {
  const device = parseUserAgent(facts.userAgent);
  return {
    kind: 'web_vital',
    received_at: facts.receivedAt,
    page_path: normalizePagePath(call.page_path),
    referrer: '',
    session_id: '',
    visitor_id: '',
    device_type: call.device_type,
    browser: device.browser,
    os: device.os,
    country: '',
    consented: call.consented,
    traffic_source: '',
    event_type: call.metric,
    event_label: '',
    duration_seconds: call.value,
    metadata: '',
  };
}

/** The seconds a time_on_page event reports in its metadata (time_spent, seconds or duration). */
function secondsIn(metadata: string): number {
  if (!metadata) return 0;
  try {
    const data = JSON.parse(metadata) as Record<string, unknown>;
    const value = Number(data['time_spent'] ?? data['seconds'] ?? data['duration'] ?? data['time_on_page'] ?? 0);
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), MAX_SECONDS) : 0;
  } catch {
    return 0;
  }
}
