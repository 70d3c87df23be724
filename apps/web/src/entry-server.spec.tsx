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
});
