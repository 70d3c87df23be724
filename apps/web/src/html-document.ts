import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CODE_FILES_ID } from './islands/names';

/** The client build's index.html, shaped for a first visit on a slow phone (see prepareDocument). */
export interface PreparedDocument {
  /** The template with `<!--app-head-->`, `<!--app-html-->` and `<!--app-state-->` placeholders. */
  html: string;
  /** The entry module ('/assets/index-….js'), or null when the template names none. */
  entry: string | null;
  /** Chunks the build wanted preloaded with the entry. */
  preloads: string[];
  /** CSP sources ('sha256-…') of the inline `<style>` blocks (the inlined stylesheet). */
  styleHashes: string[];
}

/** A CSP hash source of an inline element's exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const prepared = new Map<string, PreparedDocument>();

/**
 * Once per template and build:
 * - the stylesheet is inlined: no request stands between the HTML and the first paint (the whole file is
 *   ~10 KB compressed and every public page uses most of it);
 * - the entry script and the build's modulepreload links leave the head: `codeLoader` requests them after
 *   the first paint, so on a slow line the HTML, the first picture and the font get the bandwidth first.
 *   The page is complete without JavaScript (server-rendered, links are links); the code hydrates it;
 * - `<!--app-state-->` (the dehydrated data and the loader) goes after the markup, so the first bytes are content.
 */
export function prepareDocument(template: string, clientDir: string): PreparedDocument {
  const cached = prepared.get(template);
  if (cached) return cached;
  let entry: string | null = null;
  const preloads: string[] = [];
  let html = template
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g, (tag, src: string) => {
      entry ??= src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
      const cssFile = path.join(clientDir, file);
      if (!existsSync(cssFile)) return link;
      return `<style>${readFileSync(cssFile, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
    });
  if (!html.includes('<!--app-state-->')) html = html.replace('</body>', '<!--app-state-->\n  </body>');
  const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => cspHash(match[1]));
  const document = { html, entry, preloads, styleHashes };
  prepared.set(template, document);
  return document;
}

export { CODE_FILES_ID };

/**
 * The one inline script of every page: it requests the page's code after the first paint (two frames: the
 * paint happens between them) or at once in a background tab, where frames wait for the tab to be shown.
 * Its text never changes (the files come from a JSON data block), so the Content-Security-Policy allows it
 * by one hash and a page answer stays cacheable (no per-request nonce).
 */
export const CODE_LOADER_SCRIPT = `(function(d){var f=JSON.parse(d.getElementById("${CODE_FILES_ID}").textContent),done=0;function go(){if(done++)return;f.chunks.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=f.entry;d.head.appendChild(s)}if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})(document)`;
export const CODE_LOADER_HASH = cspHash(CODE_LOADER_SCRIPT);

/**
 * Speculation rules of a page of islands: the browser fetches a same-site page ahead when the visitor points
 * at or presses its link (eagerness 'moderate'), so the ordinary page load that follows comes from its cache.
 * Never the back-office or the api. Constant text, allowed by one hash like the loader.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: '/admin*' } }, { not: { href_matches: '/api/*' } }],
      },
      eagerness: 'moderate',
    },
  ],
});
export const SPECULATION_RULES_HASH = cspHash(SPECULATION_RULES);

/** The speculation rules as their inline script element. */
export function speculationRules(): string {
  return `<script type="speculationrules">${SPECULATION_RULES}</script>`;
}

/** A `<script type="application/json">` data block: never executed, so no CSP source is needed for it. */
export function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** What the code files' data block names: the entry, its chunks, and the code the entry fetches ahead later. */
export interface CodeFiles {
  entry: string;
  chunks: string[];
  later?: string[];
}

/**
 * The page's code files as a data block, then the loader that requests them. `later`: code the page runs on
 * a visitor's first use (its islands), which the islands' loader fetches into the cache once the page has
 * loaded, without running it.
 */
export function codeLoader(entry: string | null, chunks: string[], later: string[] = []): string {
  if (!entry) return '';
  const files: CodeFiles = { entry, chunks: [...new Set(chunks)], ...(later.length ? { later } : {}) };
  return `${jsonDataBlock(CODE_FILES_ID, files)}<script>${CODE_LOADER_SCRIPT}</script>`;
}
