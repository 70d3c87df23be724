/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import {
  CODE_FILES_ID,
  CODE_LOADER_HASH,
  CODE_LOADER_SCRIPT,
  codeLoader,
  cspHash,
  prepareDocument,
  SPECULATION_RULES_HASH,
  speculationRules,
} from './html-document';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-xyz.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
  </body>
</html>`;

function clientDir(css: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/index-xyz.css'), css);
  return dir;
}

describe('prepareDocument', () => {
  it('inlines the stylesheet and takes the entry script and preloads out of the head', () => {
    const document = prepareDocument(TEMPLATE, clientDir('.a{color:red}'));
    expect(document.entry).toBe('/assets/index-abc.js');
    expect(document.preloads).toEqual(['/assets/shared-def.js']);
    expect(document.html).toContain('<style>.a{color:red}</style>');
    expect(document.styleHashes).toEqual([cspHash('.a{color:red}')]);
    expect(document.html).not.toContain('<script type="module"');
    expect(document.html).not.toContain('modulepreload');
    expect(document.html).not.toContain('rel="stylesheet"');
    expect(document.html.indexOf('<!--app-state-->')).toBeGreaterThan(document.html.indexOf('<!--app-html-->'));
  });

  it('keeps the link when the stylesheet is missing, and cannot be closed early by the CSS', () => {
    expect(prepareDocument(TEMPLATE.replace('index-xyz', 'gone'), clientDir('')).html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/gone.css">',
    );
    const tricky = prepareDocument(
      TEMPLATE.replace('<html lang="de">', '<html lang="de" data-x>'),
      clientDir('.a::after{content:"</style><script>"}'),
    );
    expect(tricky.html).toContain('content:"<\\/style><script>"');
  });
});

describe('speculationRules', () => {
  it('prefetches a same-site page on the visitor’s intent, never the back-office or the api, allowed by hash', () => {
    const element = speculationRules();
    const text = /^<script type="speculationrules">(.*)<\/script>$/.exec(element)?.[1] ?? '';
    const rules = JSON.parse(text) as { prefetch: { where: unknown; eagerness: string }[] };
    expect(rules.prefetch).toEqual([
      {
        where: {
          and: [{ href_matches: '/*' }, { not: { href_matches: '/admin*' } }, { not: { href_matches: '/api/*' } }],
        },
        eagerness: 'moderate',
      },
    ]);
    expect(SPECULATION_RULES_HASH).toBe(cspHash(text));
  });
});

describe('codeLoader', () => {
  const files = (html: string) =>
    JSON.parse(/<script type="application\/json" id="__CODE_FILES__">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('names the entry and the chunks (each once) in a data block, then runs the one fixed loader', () => {
    const html = codeLoader('/assets/index-abc.js', ['/assets/home.js', '/assets/shared.js', '/assets/home.js']);
    expect(files(html)).toEqual({ entry: '/assets/index-abc.js', chunks: ['/assets/home.js', '/assets/shared.js'] });
    expect(html.endsWith(`<script>${CODE_LOADER_SCRIPT}</script>`)).toBe(true);
    expect(CODE_LOADER_SCRIPT).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    // Another page, another list: the script (and so its CSP hash) stays the same.
    expect(
      codeLoader('/assets/index-abc.js', ['/assets/faq.js']).endsWith(`<script>${CODE_LOADER_SCRIPT}</script>`),
    ).toBe(true);
  });

  it('allows the loader by the hash of its exact text', () => {
    const digest = createHash('sha256').update(CODE_LOADER_SCRIPT).digest('base64');
    expect(CODE_LOADER_HASH).toBe(`'sha256-${digest}'`);
  });

  it('keeps a file name from closing the data block', () => {
    expect(codeLoader('/assets/a.js', ['/assets/</script><script>x.js'])).not.toContain('</script><script>x.js');
  });

  it('loads the code in a browser document', () => {
    const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    let frame: (() => void) | undefined;
    const block = codeLoader('/assets/index.js', ['/assets/page.js']);
    const fakeDocument = {
      visibilityState: 'visible',
      head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
      createElement: (tag: string) => ({ tag }),
      getElementById: (id: string) => (id === CODE_FILES_ID ? { textContent: JSON.stringify(files(block)) } : null),
    };
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', CODE_LOADER_SCRIPT);
    run(
      fakeDocument,
      (callback: () => void) => (frame = callback),
      (callback: () => void) => callback(),
    );
    expect(appended).toEqual([]);
    frame?.();
    expect(appended).toMatchObject([
      { tag: 'link', rel: 'modulepreload', href: '/assets/page.js' },
      { tag: 'script', type: 'module', src: '/assets/index.js' },
    ]);
  });

  it('writes nothing without an entry', () => {
    expect(codeLoader(null, ['/assets/a.js'])).toBe('');
  });
});
