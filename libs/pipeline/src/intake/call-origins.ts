import type { IncomingHttpHeaders } from 'node:http';

/**
 * Which pages may make a visitor's browser call the intake. A tracking call needs no preflight (sendBeacon
 * sends text/plain), so without this check any site could have its own visitors post page views from their
 * real addresses, each a different visitor id. A browser names the page that makes a call in `Origin`,
 * which no script can set or change, and sends it with every POST; a call whose Origin is not one of the
 * site's is refused (403) and never stored:
 *
 * - Origins in TRACKING_ALLOWED_ORIGINS are taken (and answered with CORS): the site's other hosts.
 * - With PUBLIC_URL set, its origin is the site's own, and nothing else is.
 * - Without PUBLIC_URL the intake knows its site only by the Host the call was sent to, and takes an Origin
 *   whose host and port are that Host. Host is what the client wrote, but the point is what a browser does:
 *   a page on evil.example calling this site sends Origin https://evil.example and Host of this site, and
 *   cannot make the two agree. A client that writes both freely is no browser, so it sends no visitor's
 *   address but its own, as it could without any Origin. The scheme is not compared: behind a TLS
 *   terminator the intake cannot tell it. What remains is a DNS rebinding page (evil.example resolving to
 *   this server), which only works over plain http against a server answering every host name; PUBLIC_URL
 *   closes it.
 * - `Origin: null` (a sandboxed frame, a file, a page sent with no-referrer) is no page of the site.
 * - Without Origin the call comes from no browser page (a server, curl) or from an old browser; it is taken,
 *   unless the browser says `Sec-Fetch-Site: cross-site`.
 */
export class CallOrigins {
  /** TRACKING_ALLOWED_ORIGINS: answered with CORS. */
  private readonly cors: ReadonlySet<string>;
  /** Every origin taken by name: the configured ones and PUBLIC_URL's. */
  private readonly named: ReadonlySet<string>;
  /** No PUBLIC_URL: the site is whatever Host the call names. */
  private readonly byHost: boolean;

  constructor(allowedOrigins: readonly string[], publicUrl: string | undefined) {
    this.cors = new Set(originsOf(allowedOrigins));
    this.named = new Set([...this.cors, ...originsOf(publicUrl ? [publicUrl] : [])]);
    this.byHost = !publicUrl;
  }

  /** Whether a page on `origin` gets CORS headers: the configured origins only; same-origin calls need none. */
  allowsCors(origin: string | undefined): origin is string {
    return origin !== undefined && this.cors.has(origin);
  }

  /** Whether a page of another site made this call. A Set lookup for the site's own calls. */
  isForeign(headers: IncomingHttpHeaders): boolean {
    const origin = headers.origin;
    if (origin === undefined) return headers['sec-fetch-site'] === 'cross-site';
    if (this.named.has(origin)) return false;
    if (!this.byHost) return true;
    const host = headers.host;
    const start = origin.indexOf('://');
    if (start === -1 || host === undefined || origin.length - start - 3 !== host.length) return true;
    // Browsers write both in lower case; the copies for a case-blind comparison only when they differ.
    return !origin.endsWith(host) && origin.slice(start + 3).toLowerCase() !== host.toLowerCase();
  }
}

/**
 * An origin as browsers send it: scheme, lower-case host, a port only when not the scheme's default. A URL
 * without one (not http or https) names none, and never stands for `Origin: null`.
 */
function originsOf(urls: readonly string[]): string[] {
  return urls.map((url) => new URL(url).origin).filter((origin) => origin !== 'null');
}
