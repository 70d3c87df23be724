import { TRACKING_LIMITS, type TrafficSource } from '@agency/contracts';
import { BoundedCache } from '@agency/observability';

const SEARCH =
  /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|qwant|startpage|yandex|baidu|ask|search\.brave|t-online|web|gmx|metager)\.[a-z.]+$/;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|youtube|youtu|pinterest|reddit|tiktok|xing|threads|mastodon|bsky|whatsapp|telegram)\.[a-z.]+$/;

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The referrer as it is stored: origin and path only (docs/metrics.md). Its query string and fragment can
 * carry an e-mail address, a search term or a token, and user:password@ a credential; a value that is no
 * URL is not kept. String cuts, no URL parsing: this runs for every page view.
 */
export function referrerOriginAndPath(raw: string): string {
  const value = raw.trim();
  if (!SCHEME.test(value)) return '';
  const cut = value.search(/[?#]/);
  const withoutQuery = cut === -1 ? value : value.slice(0, cut);
  const authorityStart = withoutQuery.indexOf('//') + 2;
  const pathStart = withoutQuery.indexOf('/', authorityStart);
  const authorityEnd = pathStart === -1 ? withoutQuery.length : pathStart;
  const at = withoutQuery.lastIndexOf('@', authorityEnd);
  return at >= authorityStart ? withoutQuery.slice(0, authorityStart) + withoutQuery.slice(at + 1) : withoutQuery;
}

/** What a referrer says, worked out once per distinct referrer: as stored, its host, and its kind of site. */
export interface Referrer {
  /** Origin and path only (referrerOriginAndPath); '' when it is no URL. */
  stored: string;
  /** The host in lower case; '' when there is none. */
  host: string;
  /** The source when the host is not the site itself: direct (no host), search, social or referral. */
  external: 'direct' | 'search' | 'social' | 'referral';
}

// Most views come from a handful of referrers (search result pages, the site's own pages): each is cut, parsed
// and classified once, not on every view (bounded: clients choose them).
const referrers = new BoundedCache<string, Referrer>({
  name: 'referrers',
  maxEntries: 2_000,
  maxKeyLength: TRACKING_LIMITS.referrer,
});

/** The referrer a page view reports, as stored and classified (see Referrer). */
export function describeReferrer(raw: string): Referrer {
  let referrer = referrers.get(raw);
  if (referrer === undefined) {
    const stored = referrerOriginAndPath(raw);
    const host = hostOf(stored);
    const external = !host ? 'direct' : SEARCH.test(host) ? 'search' : SOCIAL.test(host) ? 'social' : 'referral';
    referrer = { stored, host, external };
    referrers.set(raw, referrer);
  }
  return referrer;
}

/**
 * Where a page view came from (docs/metrics.md): utm_* parameters on the page URL make a campaign; else the
 * referrer's host: none → direct, the site itself → internal, a search engine, a social network, or any
 * other website → referral.
 */
export function classifyTrafficSource(
  pagePath: string,
  referrer: Referrer,
  siteHost: string | undefined,
): TrafficSource {
  const query = pagePath.indexOf('?');
  if (query !== -1 && /(^|&)utm_(source|medium|campaign)=/.test(pagePath.slice(query + 1))) return 'campaign';
  if (referrer.host && siteHost && referrer.host === siteName(siteHost)) return 'internal';
  return referrer.external;
}

/** The referrer's host in lower case, '' when it is no URL. */
function hostOf(referrer: string): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).hostname.toLowerCase();
  } catch {
    return '';
  }
}

// The Host header without its port, for the one or two hosts a site answers on: worked out when it changes.
let lastSiteHost = '';
let lastSiteName = '';
function siteName(siteHost: string): string {
  if (siteHost !== lastSiteHost) {
    lastSiteName = siteHost.toLowerCase().replace(/:\d+$/, '');
    lastSiteHost = siteHost;
  }
  return lastSiteName;
}
