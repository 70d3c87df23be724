import type { Page } from '@playwright/test';
import { webVitalsResponseSchema, type WebVitalMetric } from '@agency/contracts';
import { apiToken, logIn } from './support/admin';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { recordTracking, VIEWPORTS, VISITOR_USER_AGENT } from './support/public-site';

/** The page measured: no other spec's visitor reaches it on a phone with consent before this one resets. */
const PAGE = '/leistungen';
const ms = new Intl.NumberFormat('de-DE');

/** A value as the statistics show it: whole milliseconds, CLS to three decimals. */
const shown = (metric: WebVitalMetric, value: number) =>
  metric === 'CLS'
    ? new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(
        Math.round(value * 1000) / 1000,
      )
    : `${ms.format(Math.round(value))} ms`;

/** FCP, TTFB and LCP as the browser's own performance entries give them, read on the page without the library. */
function performanceOfPage(page: Page): Promise<{ FCP: number; TTFB: number; LCP: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({
            FCP: paint?.startTime ?? -1,
            TTFB: navigation.responseStart,
            LCP: entries[entries.length - 1]?.startTime ?? -1,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test('a visitor on a throttled phone sends the Core Web Vitals; the statistics show them as the p75 of the page; axe-clean', async ({
  browser,
  request,
}) => {
  test.slow();
  // Earlier tests of this worker may have measured the page: the load times start empty.
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const reset = await request.post('/api/admin/reset-analytics', { headers, data: { reset_web_vitals: true } });
  expect(reset.ok(), await reset.text()).toBe(true);

  const context = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    userAgent: VISITOR_USER_AGENT,
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await context.newPage();
  // A mid-range phone on a slow mobile network (Lighthouse's 'Slow 4G' and its 4× CPU slowdown). The CPU
  // slowdown governs the page's load here; the emulated latency reaches the requests of the document that was
  // open when it was set, not those of the page loaded next (Chromium 156), so the server answers quickly.
  const cdp = await context.newCDPSession(visitor);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const tracked = recordTracking(visitor);
  const sent = () =>
    Object.fromEntries(
      tracked
        .filter((call) => call.url === '/api/track/web-vitals' && call.body['page_path'] === PAGE)
        .map((call) => [call.body['metric'], call.body]),
    ) as Record<string, Record<string, unknown>>;

  await visitor.goto(PAGE);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsere Leistungen' })).toBeVisible({ timeout: 30_000 });
  // Nothing is measured or sent before the decision (no counting without consent by default).
  const accept = visitor.getByRole('button', { name: 'Alle Cookies akzeptieren' });
  await expect(accept).toBeVisible({ timeout: 30_000 });
  expect(tracked.filter((call) => call.url === '/api/track/web-vitals')).toEqual([]);
  await accept.click();

  // With consent the library loads once the page is idle and reports what is final already.
  await expect.poll(() => Object.keys(sent()).sort(), { timeout: 30_000 }).toEqual(['FCP', 'TTFB']);
  const measured = await performanceOfPage(visitor);
  // An interaction: LCP is final with it, and it is what INP measures (opening the menu takes well over the
  // library's 40 ms floor on the slowed CPU).
  await visitor.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(visitor.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
  await expect.poll(() => Object.keys(sent()).sort(), { timeout: 30_000 }).toContain('LCP');
  // The visitor switches to another tab: the page is hidden, CLS and INP are final and sent then. (Playwright
  // cannot hide a page; this is how the library's own tests do it.)
  await visitor.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(() => Object.keys(sent()).sort(), { timeout: 30_000 })
    .toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

  const reported = sent();
  for (const body of Object.values(reported)) {
    // The call carries no identifier, the device class and the consent.
    expect(body).toEqual({
      page_path: PAGE,
      metric: expect.any(String),
      value: expect.any(Number),
      device_type: 'mobile',
      consented: true,
    });
  }
  // What the library reported is what the page's own performance entries say.
  for (const metric of ['FCP', 'TTFB', 'LCP'] as const) {
    expect(measured[metric], metric).toBeGreaterThan(0);
    expect(Math.abs(Number(reported[metric]?.['value']) - measured[metric]), metric).toBeLessThan(1);
  }
  const values = Object.fromEntries(Object.entries(reported).map(([metric, body]) => [metric, Number(body['value'])]));
  await context.close();

  // The statistics of the page on phones: one measurement each, so the p75 is the value itself.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/admin/statistics/web-vitals?period=today&device=mobile&page=${PAGE}`, {
          headers,
        });
        const stats = webVitalsResponseSchema.parse(await response.json());
        return Object.fromEntries(stats.metrics.filter((m) => m.samples > 0).map((m) => [m.metric, m.p75]));
      },
      { message: 'the measurements in the statistics', timeout: 45_000, intervals: [500, 1000, 2000] },
    )
    .toEqual(
      Object.fromEntries(
        Object.entries(values).map(([metric, value]) => [
          metric,
          metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value),
        ]),
      ),
    );

  // Staff see the same figures under 'Ladezeiten echter Besucher', the page first among those to fix.
  const staff = await browser.newPage();
  await logIn(staff);
  const section = staff.getByTestId('web-vitals');
  await section.scrollIntoViewIfNeeded();
  await section.getByLabel('Geräteklasse', { exact: true }).selectOption('mobile');
  const row = staff.getByTestId('web-vitals-pages').locator(`tr[data-row="${PAGE}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  for (const [metric, value] of Object.entries(values) as [WebVitalMetric, number][])
    await expect(row.locator(`td[data-metric="${metric}"]`), metric).toContainText(shown(metric, value));
  await expect(staff.getByTestId('vital-LCP-p75')).toContainText(/\((gut|verbesserungswürdig|schlecht)\)/);
  await expect(section.getByText('verbesserungswürdig:').first()).toBeVisible();
  expect(await settledAxeViolations(staff, 5000, '[data-testid="web-vitals"]')).toEqual([]);
  await staff.close();
});

test('a failed load of the load times is shown as a failure, and loads again', async ({ page }) => {
  const loads = (url: URL) => url.pathname === '/api/admin/statistics/web-vitals';
  await page.route(loads, (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Interner Serverfehler' } }),
  );
  await logIn(page);
  const section = page.getByTestId('web-vitals');
  const failure = section.getByTestId('load-failure');
  await expect(failure).toContainText('Ladezeiten konnten nicht geladen werden: Der Server hat einen Fehler gemeldet.');
  await expect(section.getByText('Im Zeitraum wurden keine Ladezeiten gemessen.')).toHaveCount(0);
  await page.unroute(loads);
  await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(failure).toHaveCount(0);
  await expect(
    section.getByText('Im Zeitraum wurden keine Ladezeiten gemessen.').or(section.getByTestId('vital-LCP')),
  ).toBeVisible();
});
