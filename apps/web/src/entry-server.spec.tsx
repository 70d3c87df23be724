/** @jest-environment node */
import { render as renderPage, type RenderOptions } from './entry-server';

/**
 * No content api for these renders: every call is refused at once (nothing listens on port 1), so each page
 * renders its built-in content. The default address, port 3000, may be a developer's running api or another
 * test's server, whose content and speed are not this test's to know.
 */
const NO_API = 'http://127.0.0.1:1';
const render = (url: string, options: RenderOptions = {}) => renderPage(url, { apiUrl: NO_API, ...options });

describe('render (server entry)', () => {
  it('renders a public page with its title, canonical address and content', async () => {
    const result = await render('/leistungen');
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Leistungen | Nordwerk Digital</title>');
    expect(result.head).toContain('<link rel="canonical" href="https://www.nordwerk-digital.de/leistungen" />');
    expect(result.head).toContain('<meta name="robots" content="index, follow" />');
    expect(result.html).toContain('Unsere Leistungen');
    expect(result.html).toContain('Kontakt aufnehmen');
  });

  it('gives the home page the default title and takes the origin of an absolute URL', async () => {
    const result = await render('https://agentur.example/');
    expect(result.head).toContain('<title>Premium Webentwicklung aus dem Norden | Nordwerk Digital</title>');
    expect(result.head).toContain('href="https://agentur.example/"');
    expect(result.html).toContain('Über 12 Jahre Erfahrung');
  });

  it('keeps the /services alias canonical to /leistungen', async () => {
    const result = await render('/services', { origin: 'https://a.example' });
    expect(result.head).toContain('<link rel="canonical" href="https://a.example/leistungen" />');
  });

  it('answers 404 with a German page for unknown paths', async () => {
    const result = await render('/gibt-es-nicht');
    expect(result.status).toBe(404);
    expect(result.html).toContain('Seite nicht gefunden');
    expect(result.head).toContain('noindex');
  });

  it('renders the interactive parts as islands, each on its own, and the static sections without any', async () => {
    const result = await render('/leistungen');
    expect(result.islands).toBe(true);
    expect(result.preloads).toEqual([]);
    const islands = [...result.html.matchAll(/<agency-island ([^>]*)>/g)].map((match) => match[1]);
    const names = islands.map((attributes) => /data-island="([^"]+)"/.exec(attributes)?.[1]);
    expect(names).toEqual(['page-view-tracker', 'header', 'service-tabs', 'more-services', 'cookie-consent']);
    // The tabs' props travel with them; their markup is filled in, with ids from the island's own render, as
    // the browser's hydration of that element alone gives them.
    const tabs = /<agency-island [^>]*data-island="service-tabs"[^>]*>([\s\S]*?)<\/agency-island>/.exec(result.html);
    expect(islands[2]).toMatch(/data-props="\{&quot;services&quot;:\[/);
    expect(tabs?.[1]).toContain('role="tab"');
    expect(tabs?.[1]).toMatch(/id="_i2-/);
    // The process steps and 'Warum wir' are static: rendered, but outside every island.
    const outside = result.html.replace(/<agency-island[\s\S]*?<\/agency-island>/g, '');
    expect(outside).toContain('In vier Schritten zum Erfolg');
    expect(outside).toContain('Warum Unternehmen uns vertrauen');
  });

  it('leaves /admin to the browser', async () => {
    const result = await render('/admin');
    expect(result).toMatchObject({ html: '', status: 200 });
    expect(result.head).toContain('noindex, nofollow');
  });

  it('puts the page content in place, never behind a Suspense fallback', async () => {
    const result = await render('/datenschutz');
    expect(result.html).not.toContain('hidden id="S:');
    expect(result.html).not.toContain('<template id="B:');
    expect(result.html).toContain('Datenschutzerklärung');
  });

  it('reads the content from the source it is given, without HTTP, and leaves fetch times out of the data', async () => {
    const read: string[] = [];
    const content = async (path: string): Promise<unknown> => {
      read.push(path);
      if (path === '/api/public/home-packages')
        return [{ id: 'quelle', title: 'Paket aus der Quelle', description: 'Direkt gelesen' }];
      if (path.startsWith('/api/images')) return { images: {} };
      return path === '/api/public/website-settings' ? {} : [];
    };
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const result = await renderPage('/', { content, apiUrl: NO_API });
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(result.html).toContain('Paket aus der Quelle');
      expect(result.complete).toBe(true);
      expect(read.map((path) => path.replace(/\?.*/, '')).sort()).toEqual(
        [
          '/api/images',
          '/api/public/cookieless-counting',
          '/api/public/home-packages',
          '/api/public/success-stories',
          '/api/public/testimonials',
          '/api/public/website-settings',
        ].sort(),
      );
      // The page's bytes depend on its content only: no fetch time in the data block.
      expect(result.state).toContain('"dataUpdatedAt":0');
      expect(result.state).not.toMatch(/"(?:dataUpdatedAt|dehydratedAt)":[1-9]/);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('marks a render that had to fall back as incomplete', async () => {
    const failing = await render('/faq');
    expect(failing.complete).toBe(false);
    expect(failing.html).toContain('Häufig gestellte Fragen');
    const noData = await render('/kontakt', { content: async () => ({}) });
    expect(noData.complete).toBe(true);
  });
});
