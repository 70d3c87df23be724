import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { PREVIEW_QUERY_PARAMETER } from '@agency/contracts';
import { PreviewLinks } from '../content/publishing/preview-links';
import { WebRenderer } from './web-renderer';

/** Preview renders under way in this process, at most; beyond, 503 (each is a full server render). */
const MAX_CONCURRENT_PREVIEWS = 2;

const GONE_PAGE =
  '<!doctype html><html lang="de"><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">' +
  '<title>Vorschau nicht verfügbar</title><p>Dieser Vorschau-Link ist ungültig, abgelaufen oder wurde widerrufen.</p></html>';

/**
 * A public page opened through a preview link, `/preise?vorschau=<token>`: the page's own server
 * render with the link's drafts applied, a 'Vorschau' banner, `noindex` (meta and X-Robots-Tag), no code
 * and so no tracking, `no-store`, and never in the page cache. The token is checked (signature, expiry)
 * before anything else, then its row (not revoked).
 */
@Injectable()
export class PreviewPages {
  private readonly logger = new Logger('Web');
  private rendering = 0;

  constructor(
    private readonly links: PreviewLinks,
    private readonly renderer: WebRenderer,
  ) {}

  /** The preview token of a request URL, if it has one. */
  tokenOf(url: string): string | undefined {
    const query = url.indexOf('?');
    if (query === -1 || !url.includes(`${PREVIEW_QUERY_PARAMETER}=`, query)) return undefined;
    const token = new URLSearchParams(url.slice(query + 1)).get(PREVIEW_QUERY_PARAMETER);
    return token ?? undefined;
  }

  /** Answers the preview of the page `key` for `token`; resolves with the status sent. */
  async answer(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    token: string,
    headers: readonly string[] = [],
  ): Promise<number> {
    const own = new Set(['content-type', 'cache-control', 'x-robots-tag', 'referrer-policy']);
    const kept = headers.flatMap((value, index) =>
      index % 2 === 0 && !own.has(value.toLowerCase()) ? [value, headers[index + 1] ?? ''] : [],
    );
    const common = [
      ...kept,
      'content-type',
      'text/html; charset=utf-8',
      'cache-control',
      'no-store, private',
      'x-robots-tag',
      'noindex, nofollow',
      'referrer-policy',
      'no-referrer',
    ];
    const send = (status: number, html: string) => {
      response.writeHead(status, common);
      if (request.method === 'HEAD') response.end();
      else response.end(html);
      return status;
    };
    const open = await this.links.open(token).catch(() => undefined);
    if (!open) return send(404, GONE_PAGE);
    if (this.rendering >= MAX_CONCURRENT_PREVIEWS) {
      common.push('retry-after', '2');
      return send(503, '<!doctype html><meta charset="utf-8"><p>Bitte gleich noch einmal laden.</p>');
    }
    this.rendering++;
    try {
      const page = await this.renderer.renderPreview(key, [open.content]);
      if (!page) return send(503, '<!doctype html><meta charset="utf-8"><p>Die Website wird gerade aktualisiert.</p>');
      return send(page.status, page.html);
    } catch (error) {
      this.logger.error(`Preview of ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
      return send(500, '<!doctype html><meta charset="utf-8"><p>Interner Fehler</p>');
    } finally {
      this.rendering--;
    }
  }
}
