/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeLoader, prepareDocument } from './html-document';

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
    expect(document.html).not.toContain('<script type="module"');
    expect(document.html).not.toContain('modulepreload');
    expect(document.html).not.toContain('rel="stylesheet"');
    expect(document.html.indexOf('<!--app-state-->')).toBeGreaterThan(document.html.indexOf('<!--app-html-->'));
  });

  it('keeps the link when the stylesheet is missing, and cannot be closed early by the CSS', () => {
    expect(prepareDocument(TEMPLATE.replace('index-xyz', 'gone'), clientDir('')).html).toContain('<link rel="stylesheet" crossorigin href="/assets/gone.css">');
    const tricky = prepareDocument(TEMPLATE.replace('<html lang="de">', '<html lang="de" data-x>'), clientDir('.a::after{content:"</style><script>"}'));
    expect(tricky.html).toContain('content:"<\\/style><script>"');
  });
});

describe('codeLoader', () => {
  it('requests the chunks and the entry after the first paint, each file once', () => {
    const script = codeLoader('/assets/index-abc.js', ['/assets/home.js', '/assets/shared.js', '/assets/home.js']);
    expect(script).toMatch(/^<script>.*<\/script>$/);
    expect(script).toContain('["/assets/home.js","/assets/shared.js"]');
    expect(script).toContain('s.src="/assets/index-abc.js"');
    expect(script).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
  });

  it('loads the code in a browser document', () => {
    const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    let frame: (() => void) | undefined;
    const fakeDocument = {
      visibilityState: 'visible',
      head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
      createElement: (tag: string) => ({ tag }),
    };
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', codeLoader('/assets/index.js', ['/assets/page.js']).replace(/^<script>|<\/script>$/g, ''));
    run(fakeDocument, (callback: () => void) => (frame = callback), (callback: () => void) => callback());
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
