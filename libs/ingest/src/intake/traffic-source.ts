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

/**
 * Where a page view came from (docs/metrics.md): utm_* parameters on the page URL make a campaign; else the
 * referrer's host: none → direct, the site itself → internal, a search engine, a social network, or any
 * other website → referral.
 */
export function classifyTrafficSource(pagePath: string, referrer: string, siteHost: string | undefined): TrafficSource {
  const query = pagePath.indexOf('?');
  if (query !== -1 && /(^|&)utm_(source|medium|campaign)=/.test(pagePath.slice(query + 1))) return 'campaign';
  if (!referrer) return 'direct';
  const host = hostOf(referrer);
  if (!host) return 'direct';
  if (siteHost && host === siteHost.toLowerCase().replace(/:\d+$/, '')) return 'internal';
  if (SEARCH.test(host)) return 'search';
  if (SOCIAL.test(host)) return 'social';
  return 'referral';
}

// Most views come from a handful of referrers (search result pages, the site itself): parse each URL once.
const hosts = new BoundedCache<string, string>({
  name: 'referrer_hosts',
  maxEntries: 2_000,
  maxKeyLength: TRACKING_LIMITS.referrer,
});

/** The referrer's host in lower case, '' when it is no URL. */
function hostOf(referrer: string): string {
  let host = hosts.get(referrer);
  if (host === undefined) {
    try {
      host = new URL(referrer).hostname.toLowerCase();
    } catch {
      host = '';
    }
    hosts.set(referrer, host);
  }
  return host;
}
