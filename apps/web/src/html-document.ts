import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The client build's index.html, shaped for a first visit on a slow phone (see prepareDocument). */
export interface PreparedDocument {
  /** The template with `<!--app-head-->`, `<!--app-html-->` and `<!--app-state-->` placeholders. */
  html: string;
  /** The entry module ('/assets/index-….js'), or null when the template names none. */
  entry: string | null;
  /** Chunks the build wanted preloaded with the entry. */
  preloads: string[];
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
  const document = { html, entry, preloads };
  prepared.set(template, document);
  return document;
}

/**
 * A small inline script that requests the page's code after the first paint (two frames: the paint
 * happens between them) or at once in a background tab, where frames wait for the tab to be shown.
 */
export function codeLoader(entry: string | null, chunks: string[]): string {
  if (!entry) return '';
  const files = JSON.stringify([...new Set(chunks)]).replace(/</g, '\\u003c');
  return `<script>(function(d){var done=0;function go(){if(done++)return;${files}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};d.head.appendChild(s)}if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})(document)</script>`;
}
