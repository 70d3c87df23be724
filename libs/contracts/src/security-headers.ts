/**
 * The security headers every answer of the product carries: pages, API, static files, errors,
 * tracking calls. Written out here instead of calling helmet per request: the same list serves three
 * servers (the api on Express, the intake on Fastify, the standalone web server on plain Node, which may
 * only use this shared lib), it is computed once per process, and the intake's hot path only copies it.
 * It follows helmet 8's defaults except where noted.
 */
export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: string]>;

/** Every feature the site does not use, denied to it and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Answers that are not pages (JSON, tracking calls): nothing may run, load or frame them. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers of answers that are never documents (the API's JSON, tracking calls, health): the set the
 * OWASP REST Security Cheat Sheet gives an API. Nothing in them may run, load or be framed, nor be sniffed
 * into something else, so a browser never renders one as a page. The document-only headers of
 * securityHeaders (Permissions-Policy, Cross-Origin-Opener-Policy, Origin-Agent-Cluster, DNS prefetch,
 * cross-domain policies, XSS auditor) act on a rendered document and on nothing else; without them a
 * tracking answer is ~1 KB smaller, which every visitor's call carries and the intake writes tens of
 * thousands of times a second (docs/adr/0100-security-headers-written-out.md).
 */
export const API_SECURITY_HEADERS: SecurityHeaders = [
  ['Content-Security-Policy', API_CONTENT_SECURITY_POLICY],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** Google Analytics 4 / Tag Manager, allowed only when GA_MEASUREMENT_ID was configured for the build. */
export const THIRD_PARTY_ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

export interface PagePolicyInput {
  /** 'sha256-…' sources of the page's inline scripts (the code loader). */
  scriptHashes: readonly string[];
  /** 'sha256-…' sources of the page's inline `<style>` blocks (the inlined stylesheet). */
  styleHashes: readonly string[];
  /** The third-party analytics host, allowed only when it is configured. */
  thirdPartyAnalytics: boolean;
}

/**
 * The pages' policy: code only from the site itself and the inline loader by hash (no 'unsafe-inline', no
 * nonce, so a finished page answer can be cached); data blocks (`type="application/json"`, JSON-LD) are not
 * scripts and need nothing. Style attributes stay allowed (`style-src-attr 'unsafe-inline'`): React writes
 * computed sizes (hero, charts, virtual lists) as style attributes into the server's HTML, and a style
 * attribute cannot run code; `<style>` elements need their hash. No upgrade-insecure-requests: the
 * one-machine product is also served over plain http on a local port.
 */
export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const analytics = input.thirdPartyAnalytics ? THIRD_PARTY_ANALYTICS_SOURCES : { script: [], connect: [] };
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.scriptHashes, ...analytics.script]],
    ['style-src', ["'self'", ...input.styleHashes]],
    ['style-src-attr', ["'unsafe-inline'"]],
    // Staff may point a picture at another https address ("Bild-URL" fields): pictures cannot run code.
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...analytics.connect]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * The header list of pages and static files, with the page's policy. Not helmet's Cross-Origin-Resource-Policy: the site's pictures
 * are embedded by mails read in webmail, a cross-site load that `same-origin` would block.
 */
export function securityHeaders(contentSecurityPolicy: string): SecurityHeaders {
  return [
    ['Content-Security-Policy', contentSecurityPolicy],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * The header list of the public site's pages: the pages' set without Cross-Origin-Opener-Policy. A document
 * with COOP opened from one without (a search result, a link in a mail, a new tab) is moved into a browsing
 * context group and renderer process of its own, and a phone's browser does that work on the page's main
 * thread while it loads: on this product's pages it was most of their total blocking time under Lighthouse's
 * mobile settings. The public pages hold nothing of a visitor's that another window could read, and they are
 * never framed (frame-ancestors, X-Frame-Options); the back-office and the shared dashboards keep COOP.
 */
export function publicPageSecurityHeaders(contentSecurityPolicy: string): SecurityHeaders {
  return securityHeaders(contentSecurityPolicy).filter(([name]) => name !== 'Cross-Origin-Opener-Policy');
}

/** Header lists by the page policy they carry: without and with the third-party analytics host. */
export interface ByPagePolicy<T> {
  plain: T;
  withThirdPartyAnalytics: T;
}

/**
 * Every document's header list, built once per process: the public site's pages (`site`, without the opener
 * policy) and the other documents (`staff`: the back-office's shell), each by page policy.
 */
export function documentSecurityHeaders(
  policies: ByPagePolicy<string>,
): Record<'site' | 'staff', ByPagePolicy<SecurityHeaders>> {
  const byPolicy = (set: (policy: string) => SecurityHeaders) => ({
    plain: set(policies.plain),
    withThirdPartyAnalytics: set(policies.withThirdPartyAnalytics),
  });
  return { site: byPolicy(publicPageSecurityHeaders), staff: byPolicy(securityHeaders) };
}

/**
 * Only on answers that reached the server over https (Express' req.secure, which respects trust proxy; the
 * proxy's X-Forwarded-Proto elsewhere): a browser ignores it over http, and it must never pin a plain-http
 * installation to https. Without includeSubDomains: other hosts of the agency's domain are not ours to pin.
 */
export const STRICT_TRANSPORT_SECURITY = ['Strict-Transport-Security', 'max-age=31536000'] as const;
