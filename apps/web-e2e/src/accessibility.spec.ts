import { logIn, openTabAnyWidth, RUN, sendOfferRequest, tabLabels } from './support/admin';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { gpcPage, VIEWPORTS, VISITOR_USER_AGENT } from './support/public-site';

/*
 * axe-core (WCAG 2.2 A/AA) finds nothing on any public page (at a desktop's and a phone's width), the 404 page,
 * or any back-office view (on a phone and in its dialogs through the layout guard, admin-layout.spec.ts), so a
 * colour or a label that slips below AA fails.
 */

test.use({ userAgent: VISITOR_USER_AGENT });

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`public pages at ${device} width`, () => {
    test.use({ viewport });

    test('every page of the sitemap and the 404 page: no axe violation (with and without the consent banner)', async ({
      page,
      request,
    }) => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      expect(paths.length).toBeGreaterThanOrEqual(8);
      const found: Record<string, string[]> = {};
      const check = async (view: string) => {
        const violations = await settledAxeViolations(page);
        if (violations.length) found[view] = violations;
      };
      for (const path of [...paths, '/gibt-es-diese-seite-nicht']) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        // The banner comes 1 s after the page: checked once it is there.
        await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toBeVisible();
        await check(`${path} (first visit, banner open)`);
      }
      // With a decision stored the banner is gone: the pages as a returning visitor sees them.
      await page.getByRole('button', { name: /^Nur notwendige/ }).click();
      for (const path of [...paths, '/gibt-es-diese-seite-nicht']) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await check(path);
      }
      expect(found).toEqual({});
    });

    test('the consent banner under Global Privacy Control, with its note: no axe violation', async ({ browser }) => {
      const page = await gpcPage(browser, viewport);
      await page.goto('/');
      await expect(page.getByTestId('privacy-signal-note')).toBeVisible();
      expect(await settledAxeViolations(page)).toEqual([]);
      await page.context().close();
    });
  });
}

test('a visitor who asks for less motion sees the consent banner and the pages without a slide, fade or smooth scroll', async ({
  browser,
}) => {
  const motion = async (reducedMotion: 'reduce' | 'no-preference') => {
    const page = await (await browser.newContext({ userAgent: VISITOR_USER_AGENT, reducedMotion })).newPage();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
    await expect(banner).toBeVisible();
    const seen = {
      banner: await banner.evaluate((element) => getComputedStyle(element).animationDuration),
      button: await page
        .getByRole('button', { name: /^Nur notwendige/ })
        .evaluate((element) => getComputedStyle(element).transitionDuration),
      scroll: await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      running: await page.evaluate(
        () =>
          document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().duration) > 1)
            .length,
      ),
      violations: await settledAxeViolations(page),
    };
    await page.context().close();
    return seen;
  };
  // Without the wish the banner slides in, its buttons fade their colours, the page scrolls smoothly.
  expect(await motion('no-preference')).toMatchObject({ banner: '0.4s', scroll: 'smooth', violations: [] });
  expect(await motion('reduce')).toEqual({
    banner: '1e-05s',
    button: '1e-05s',
    scroll: 'auto',
    running: 0,
    violations: [],
  });
});

/*
 * The back-office: the login at both widths, every tab at a desktop's. On a phone (the navigation a drawer, the
 * toolbars and tables laid out anew) the layout guard checks every tab and every dialog with axe on its walk
 * (admin-layout.spec.ts), at a desktop's width the dialogs.
 */
test('every back-office tab and the login: no axe violation', async ({ page, request }) => {
  // The inbox with a request in it (its badges), sent while the login is checked and staff log in.
  const inbox = sendOfferRequest(request, { name: `Greta Nord ${RUN}`, email: `greta.${RUN}@example.de` });
  const found: Record<string, string[]> = {};
  const check = async (view: string) => {
    const violations = await settledAxeViolations(page);
    if (violations.length) found[view] = violations;
  };
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await check('login');
  await page.setViewportSize(VIEWPORTS.mobile);
  await check('login at 390 px');
  await page.setViewportSize(VIEWPORTS.desktop);

  await logIn(page);
  const labels = await tabLabels(page);
  expect(labels.length).toBeGreaterThanOrEqual(18);
  await inbox;
  for (const label of [...labels, 'Mein Konto']) {
    await openTabAnyWidth(page, label);
    await check(label);
  }
  expect(found).toEqual({});
});
