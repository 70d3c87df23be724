import { requestsSeen } from './support/barriers';
import { expect, test } from './support/fixtures';
import { open, presetConsent, shot, SITEMAP, VIEWPORTS, VISITOR_USER_AGENT } from './support/public-site';

test.use({ userAgent: VISITOR_USER_AGENT });
// Each test stands alone (its own page, nothing it changes is read by another): the tests of this file
// spread over the workers, which evens out their load.
test.describe.configure({ mode: 'parallel' });

/** Every public route with its title and main heading. */
const ROUTES = [
  {
    path: '/',
    name: 'home',
    title: 'Premium Webentwicklung aus dem Norden | Nordwerk Digital',
    h1: 'Premium Webentwicklung',
    canonical: '/',
  },
  {
    path: '/leistungen',
    name: 'leistungen',
    title: 'Leistungen | Nordwerk Digital',
    h1: 'Unsere Leistungen',
    canonical: '/leistungen',
  },
  {
    path: '/services',
    name: 'services-alias',
    title: 'Leistungen | Nordwerk Digital',
    h1: 'Unsere Leistungen',
    canonical: '/leistungen',
  },
  {
    path: '/preise',
    name: 'preise',
    title: 'Abo-Preise | Nordwerk Digital',
    h1: 'Ihre Website im Abo',
    canonical: '/preise',
  },
  {
    path: '/pricing',
    name: 'pricing-alias',
    title: 'Abo-Preise | Nordwerk Digital',
    h1: 'Ihre Website im Abo',
    canonical: '/preise',
  },
  {
    path: '/portfolio',
    name: 'portfolio',
    title: 'Portfolio | Nordwerk Digital',
    h1: 'Portfolio & Referenzen',
    canonical: '/portfolio',
  },
  { path: '/faq', name: 'faq', title: 'FAQ | Nordwerk Digital', h1: 'Häufig gestellte Fragen', canonical: '/faq' },
  {
    path: '/kontakt',
    name: 'kontakt',
    title: 'Kontakt | Nordwerk Digital',
    h1: 'Kontakt aufnehmen',
    canonical: '/kontakt',
  },
  {
    path: '/contact',
    name: 'contact-alias',
    title: 'Kontakt | Nordwerk Digital',
    h1: 'Kontakt aufnehmen',
    canonical: '/kontakt',
  },
  {
    path: '/impressum',
    name: 'impressum',
    title: 'Impressum | Nordwerk Digital',
    h1: 'Impressum',
    canonical: '/impressum',
  },
  {
    path: '/datenschutz',
    name: 'datenschutz',
    title: 'Datenschutz | Nordwerk Digital',
    h1: 'Datenschutzerklärung',
    canonical: '/datenschutz',
  },
];

test.describe('server-rendered HTML (no JavaScript)', () => {
  for (const route of ROUTES) {
    test(`${route.path} holds title, description, canonical, metadata and content`, async ({ request, baseURL }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${route.title.replace('&', '&amp;')}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${route.canonical}" />`);
      expect(html).toContain('<meta property="og:locale" content="de_DE" />');
      expect(html).toContain('<meta name="robots" content="index, follow" />');
      expect(html).toContain('"@type":"WebSite"');
      expect(html).toContain('"postalCode":"20095"');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${route.h1.replace('&', '&amp;')}`));
      expect(html).toContain('Cookie-Einstellungen');
    });
  }

  test('the content from the api is in the HTML', async ({ request }) => {
    const pages = await Promise.all(
      ['/', '/leistungen', '/preise', '/portfolio', '/faq', '/impressum'].map((p) =>
        request.get(p).then((r) => r.text()),
      ),
    );
    expect(pages[0]).toContain('Tischlerei Hansen'); // success stories
    expect(pages[0]).toContain('Komplettlösungen');
    expect(pages[0]).toContain('Corporate Website');
    expect(pages[1]).toContain('Website ohne CMS – Design &amp; SEO');
    expect(pages[1]).toContain('Weitere Services');
    expect(pages[2]).toContain('BELIEBTESTE WAHL');
    expect(pages[3]).toContain('Ausgewählte Referenzen');
    expect(pages[4]).toContain('Allgemeines &amp; Ablauf');
    expect(pages[5]).toContain('Angaben gemäß § 5 TMG');
    // The browser gets the same data and does not fetch it again.
    expect(pages[0]).toContain('<script type="application/json" id="__QUERY_STATE__">');
  });

  test('an unknown path is a 404 page', async ({ request }) => {
    const response = await request.get('/gibt-es-nicht');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('noindex');
  });

  test('robots.txt and sitemap.xml come from the route list', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of SITEMAP.slice(1)) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/admin');
  });
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every page at ${device} width`, () => {
    test.use({ viewport });
    for (const route of ROUTES.filter((r) => !r.name.endsWith('-alias'))) {
      test(`${route.path} renders and hydrates without errors`, async ({ page }) => {
        await presetConsent(page, false);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        const apiCalls: string[] = [];
        page.on(
          'request',
          (r) =>
            r.url().includes('/api/') && !r.url().includes('/api/track/') && apiCalls.push(new URL(r.url()).pathname),
        );
        await open(page, route.path);
        await expect(page).toHaveTitle(route.title);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(route.h1);
        await page.waitForLoadState('networkidle');
        // Every request and console message of the page so far has reached the listeners above.
        await requestsSeen(page);
        // Hydrated from the server's data: no content call repeated in the browser.
        expect(
          apiCalls.filter((p) => p.startsWith('/api/public') || p === '/api/services' || p === '/api/faqs'),
        ).toEqual([]);
        expect(errors).toEqual([]);
        await shot(page, `${device}-${route.name}`);
      });
    }

    test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
      // A visitor who has decided: the banner (due 1 s after the page appeared) does not cover the link.
      await presetConsent(page, false);
      const response = await open(page, '/gibt-es-nicht');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
      await expect(page).toHaveURL(/\/$/);
      await shot(page, `${device}-404`, false);
    });
  });
}
