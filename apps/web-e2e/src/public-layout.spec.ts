import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  checkHeader,
  checkLayout,
  keepScreenshot,
  LAYOUT_SCREENSHOTS,
  recordLayoutShifts,
  renderedFonts,
  settlePage,
  useFont,
  type FontMode,
} from './support/layout-guard';
import { piecewiseServer } from './support/piecewise-server';
import { open, presetConsent, SITEMAP, VISITOR_USER_AGENT } from './support/public-site';

test.use({ userAgent: VISITOR_USER_AGENT });
test.describe.configure({ mode: 'parallel' });

/** The widths every public page is guarded at: a desktop and a phone. */
const LAYOUT_VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
const FONTS: FontMode[] = ['web', 'fallback'];

/**
 * The layout guard: every route of the sitemap, at both widths, with the web font and with the fallback
 * font a first visit shows, after the page settled. Each finding names route, element and distance; a full-page
 * screenshot of each route with findings stays in tmp/layout-screenshots/ for a look after the run.
 */
for (const [device, viewport] of Object.entries(LAYOUT_VIEWPORTS)) {
  for (const font of FONTS) {
    test.describe(`layout guard at ${viewport.width} × ${viewport.height}, ${font} font`, () => {
      test.use({ viewport });

      test(`every sitemap route: no sideways scroll, text clear of buttons and links, amounts whole, pictures sized, no layout shift`, async ({
        page,
        context,
        baseURL,
        request,
      }) => {
        const sitemap = await (await request.get('/sitemap.xml')).text();
        const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
        expect(routes).toEqual(expect.arrayContaining(SITEMAP));
        await presetConsent(page, false);
        await recordLayoutShifts(context);
        await useFont(context, page, font, baseURL as string);

        const findings: string[] = [];
        for (const route of routes) {
          await open(page, route);
          await settlePage(page);
          const drawnWith = await renderedFonts(page, 'h1');
          // The mode is real: the heading was drawn with Inter from the cache, or without it.
          expect(drawnWith.includes('Inter'), `${route}: h1 drawn with ${drawnWith.join(', ')}`).toBe(font === 'web');
          const name = `${device}-${viewport.width}-${font}-${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}`;
          const found = await checkLayout(page);
          await keepScreenshot(page, name, found);
          for (const finding of found) findings.push(`${route} [${finding.kind}] ${finding.detail}`);
        }
        expect(findings, `layout findings (screenshots in ${LAYOUT_SCREENSHOTS})`).toEqual([]);
      });
    });
  }
}

/**
 * The header at every width a visitor may have, in 10 px steps from a small phone to a wide screen: one page,
 * the window resized under it (the header's layout depends on the width alone).
 */
test.describe('header at every width from 320 to 1920 px', () => {
  for (const font of FONTS) {
    test(`${font} font: logo, entries, call to action and menu button whole, on one line, inside the window and apart`, async ({
      page,
      context,
      baseURL,
    }) => {
      await presetConsent(page, false);
      await useFont(context, page, font, baseURL as string);
      await open(page, '/leistungen');
      const findings: string[] = [];
      for (let width = 320; width <= 1920; width += 10) {
        await page.setViewportSize({ width, height: 800 });
        for (const finding of await checkHeader(page)) findings.push(`${width} px: ${finding}`);
      }
      expect(findings, 'header findings').toEqual([]);
    });
  }
});

/** What makes one consent choice look heavier than another: its size, colours, type, border and whether in view. */
const choiceLook = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      box: { width: Math.round(box.width), height: Math.round(box.height) },
      inView: box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth,
      style: [
        style.backgroundColor,
        style.color,
        style.fontSize,
        style.fontWeight,
        style.borderTopWidth,
        style.borderTopColor,
        style.borderRadius,
        style.textDecorationLine,
      ],
    };
  });

test.describe('cookie banner: declining is as easy as accepting', () => {
  for (const [device, viewport] of Object.entries(LAYOUT_VIEWPORTS)) {
    test(`at ${device} width both choices are on the first layer, in view, with the same size and look`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      await open(page, '/preise');
      await page.clock.runFor(1000);
      const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
      await expect(banner).toBeVisible();
      // The spec's texts, word for word.
      for (const text of ['Alle Cookies akzeptieren', 'Nur notwendige Cookies', 'Cookie-Einstellungen anpassen'])
        await expect(banner.getByRole('button', { name: text, exact: true })).toBeVisible();
      for (const badge of ['DSGVO-konform', 'SSL-verschlüsselt', 'Transparent', 'Kein Tracking'])
        await expect(banner.getByText(badge, { exact: true })).toBeVisible();
      const look = (name: string) => choiceLook(banner.getByRole('button', { name, exact: true }));
      const accept = await look('Alle Cookies akzeptieren');
      const decline = await look('Nur notwendige Cookies');
      expect(accept.inView).toBe(true);
      expect(decline.inView).toBe(true);
      expect(decline.box).toEqual(accept.box);
      expect(decline.style).toEqual(accept.style);
      await keepScreenshot(page, `${device}-${viewport.width}-cookie-banner`);
    });
  }
});

test.describe('cookie settings: saving a selection weighs as much as accepting all', () => {
  for (const [device, viewport] of Object.entries(LAYOUT_VIEWPORTS)) {
    test(`at ${device} width 'Auswahl speichern' and 'Alle akzeptieren' have the same size and look, in view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await presetConsent(page, false);
      await open(page, '/datenschutz');
      // By keyboard: no mouse pointer left over a button of the dialog (its hover colour).
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
      await expect(dialog).toBeVisible();
      const save = await choiceLook(dialog.getByRole('button', { name: 'Auswahl speichern', exact: true }));
      const acceptAll = await choiceLook(dialog.getByRole('button', { name: 'Alle akzeptieren', exact: true }));
      expect(save.inView).toBe(true);
      expect(acceptAll.inView).toBe(true);
      expect(save.box).toEqual(acceptAll.box);
      expect(save.style).toEqual(acceptAll.style);
      await keepScreenshot(page, `${device}-${viewport.width}-cookie-settings`);
    });
  }
});

/**
 * A page that arrives in pieces (a slow line, a busy phone): the browser draws what has come, and nothing it
 * drew may move when the rest arrives. Found by the layout guard on a busy machine: the home page's card
 * beside the headline was centred on its row and moved up as its lower half arrived (CLS 0.04); the FAQ's
 * category buttons wrapped in a row and moved when the rest of one arrived; the inner pages' title band
 * centred its text, which moved up as the rest of it arrived (CLS 0.004).
 */
test.describe('a page that arrives in pieces does not shift', () => {
  const cases = [
    { path: '/', viewport: LAYOUT_VIEWPORTS.desktop, splitBefore: 'Organischer Traffic' },
    { path: '/faq', viewport: LAYOUT_VIEWPORTS.mobile, splitBefore: '-Erstellung</button>' },
    { path: '/leistungen', viewport: LAYOUT_VIEWPORTS.desktop, splitBefore: 'online sichtbar macht' },
  ];
  for (const { path, viewport, splitBefore } of cases) {
    test(`${path} at ${viewport.width} × ${viewport.height}, split before '${splitBefore}'`, async ({
      page,
      context,
      baseURL,
    }) => {
      const proxy = await piecewiseServer(baseURL as string, { path, splitBefore, pauseMs: 700 });
      try {
        await page.setViewportSize(viewport);
        await presetConsent(page, false);
        await recordLayoutShifts(context);
        await useFont(context, page, 'fallback', baseURL as string);
        await open(page, `${proxy.baseURL}${path}`);
        await settlePage(page);
        // The layout guard's rule (checkLayout): no shift since the start, CLS > 0.001 fails.
        const shifts = (await checkLayout(page)).filter((finding) => finding.kind === 'layout-shift');
        expect(shifts).toEqual([]);
      } finally {
        await proxy.close();
      }
    });
  }
});
