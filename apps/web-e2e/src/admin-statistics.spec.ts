import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import {
  apiToken,
  basedOnCurrent,
  confirm,
  dialog,
  logIn,
  openTab,
  setCountingWithoutConsent,
  shot,
  successBanner,
} from './support/admin';
import { settledAxeViolations } from './support/axe';
import { requestsSeen } from './support/barriers';
import { expect, test } from './support/fixtures';
import { recordTracking, VISITOR_USER_AGENT } from './support/public-site';

test.describe.configure({ mode: 'serial' });

// The statistics here are built from visitors who decline analytics as well (cookieless page views), which
// count only while staff have counting without consent on; the worker's later specs get the default back.
test.beforeAll(async ({ request }) => setCountingWithoutConsent(request, true));
test.afterAll(async ({ request }) => setCountingWithoutConsent(request, false));

const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Cookieless page views straight to the intake, as a visitor's browser sends them. */
async function sendPageViews(request: APIRequestContext, views: readonly Record<string, string>[]) {
  for (const view of views) {
    const sent = await request.post('/api/track/pageview', {
      data: view,
      headers: { 'user-agent': VISITOR_USER_AGENT },
    });
    expect(sent.status()).toBe(202);
  }
}

/** Reloads the screen until the (asynchronous) pipeline has brought `count` page views. */
async function expectPageViews(page: Page, count: number, what: string) {
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Aktualisieren' }).click();
        await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
        return figure(page, 'Seitenaufrufe');
      },
      { message: what, timeout: 45_000, intervals: [1000, 2000] },
    )
    .toBe(count);
}

/** Empties the statistics (page views, events, consents) for a known mix. */
async function clearStatistics(request: APIRequestContext, token: string) {
  const cleared = await request.post('/api/admin/reset-analytics', {
    headers: { Authorization: `Bearer ${token}` },
    data: { reset_pageviews: true, reset_events: true, reset_consents: true },
  });
  expect(cleared.ok(), await cleared.text()).toBe(true);
}

/** The date `daysAgo` days back (YYYY-MM-DD, UTC), and a date as staff type it (TT.MM.JJJJ). */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const german = (iso: string) => iso.split('-').reverse().join('.');

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** A figure of the statistics screen (headline card or metric), as a number. */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.getByTestId(`stat-${label}`);
  if (!(await card.isVisible())) return 0;
  return Number((await card.innerText()).replace(/\D/g, ''));
}
async function metric(page: Page, label: string): Promise<number> {
  const box = page.locator('main div.rounded-xl').filter({ has: page.getByText(label, { exact: true }) });
  if (!(await box.isVisible())) return 0;
  return Number((await box.locator('p').last().innerText()).replace(/\D/g, ''));
}

/** A desktop visitor who accepts all cookies, clicks a tracked button, scrolls, opens an FAQ answer and meets a script error. */
async function desktopVisitor(browser: Browser) {
  const context = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const page = await context.newPage();
  const calls = recordTracking(page);
  await visit(page, '/');
  await page.getByRole('button', { name: 'Alle Cookies akzeptieren' }).click();
  await expect(page.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeHidden();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Leistungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Leistungen' })).toBeVisible();
  // The interaction tracker starts once consent is given; by the next page it surely runs.
  await page
    .getByRole('button', { name: /^Details ansehen: / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 20_000);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  // A new page: its accordion reports an opened question once hydrated (a click before that opens it unseen).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.locator('main details:not([open]) > summary').first().click();
  // An uncaught script error on the page is reported as an 'error' event.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('E2E-Testfehler');
    }, 0),
  );
  await expect
    .poll(() => calls.filter((c) => c.url === '/api/track/event').map((c) => c.body.event_type))
    .toEqual(expect.arrayContaining(['button_click', 'scroll_depth', 'faq_question_open', 'error']));
  await expect.poll(() => calls.filter((c) => c.url === '/api/track/cookie-consent').length).toBe(1);
  await context.close();
  return calls;
}

/** A phone visitor who declines analytics: cookieless page views only. */
async function phoneVisitor(browser: Browser) {
  const context = await browser.newContext({
    userAgent: PHONE_USER_AGENT,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const calls = recordTracking(page);
  await visit(page, '/preise');
  // The decision is counted (consent shares) once the intake has it; leaving the page at once could cut it off.
  const decided = page.waitForResponse((r) => r.url().endsWith('/api/track/cookie-consent') && r.status() === 202);
  await page.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
  await decided;
  await visit(page, '/portfolio');
  await expect.poll(() => calls.filter((c) => c.url === '/api/track/pageview').length).toBe(2);
  await requestsSeen(page);
  expect(calls.filter((c) => c.url === '/api/track/event')).toEqual([]);
  await context.close();
  return calls;
}

test('statistics are built from real tracked visits: figures, charts, tables; reset empties them', async ({
  page,
  browser,
  request,
}) => {
  // Earlier specs' visits to other pages could outnumber these in the top-pages table: start from nothing.
  await clearStatistics(request, await apiToken(request));
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiken');
  await expect(page.getByText('Besucherzahlen der letzten 30 Tage')).toBeVisible();
  await expect(page.getByText('Statistiken werden geladen…')).toBeHidden();
  const before = await figure(page, 'Seitenaufrufe');

  const desktop = await desktopVisitor(browser);
  const phone = await phoneVisitor(browser);
  const views = [...desktop, ...phone].filter((c) => c.url === '/api/track/pageview').length;
  expect(views).toBe(5);

  // Intake, queue, worker and rollups are asynchronous: reload until everything has arrived. The poll
  // names what is still missing.
  const reload = async () => {
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  };
  await expect
    .poll(
      async () => {
        await reload();
        const errors = page.getByTestId('error-count');
        const missing: string[] = [];
        if ((await figure(page, 'Seitenaufrufe')) - before < views) missing.push(`${views} new page views`);
        if ((await figure(page, 'Eindeutige Besucher')) < 2) missing.push('two unique visitors');
        if (!(await errors.isVisible()) || Number(await errors.innerText()) < 1) missing.push('the script error');
        if ((await metric(page, 'Button-Klicks')) < 1) missing.push('a button click');
        if ((await metric(page, 'Scroll-Interaktionen')) < 1) missing.push('a scroll interaction');
        // The rollups are separate tables, filled one after another by the same insert: a reload between
        // the two can see the totals before the per-page rows and the consent shares.
        if (!(await page.getByTestId('top-pages').getByRole('cell', { name: '/portfolio', exact: true }).isVisible()))
          missing.push('/portfolio in the top pages');
        if (!(await page.getByTestId('chart-consent').getByText('Nur notwendige', { exact: true }).isVisible()))
          missing.push("the 'Nur notwendige' consent share");
        return missing;
      },
      { message: 'the statistics show the tracked visits', timeout: 45_000, intervals: [1000, 2000] },
    )
    .toEqual([]);

  // The screen shows what the last reload brought (no reload since): single reads are stable here.
  expect(await figure(page, 'Eindeutige Besucher')).toBeGreaterThanOrEqual(2);
  expect(await metric(page, 'Button-Klicks')).toBeGreaterThanOrEqual(1);
  expect(await metric(page, 'Scroll-Interaktionen')).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('stat-Ø Sitzungsdauer')).toHaveText(/^\d+ s$|^\d+:\d{2} min$/);
  await expect(page.getByTestId('stat-Absprungrate')).toHaveText(/^\d+(,\d)? %$/);

  const topPages = page.getByTestId('top-pages');
  for (const path of ['/', '/leistungen', '/faq', '/preise', '/portfolio'])
    await expect(topPages.getByRole('cell', { name: path, exact: true })).toBeVisible();
  // Legends show each name next to its share (visible, not squeezed to nothing beside the donut).
  const legend = async (chart: string, names: string[]) => {
    for (const name of names) {
      const item = page.getByTestId(chart).getByRole('listitem').filter({ hasText: name });
      await expect(item.getByText(name, { exact: true })).toBeVisible();
      await expect(item).toHaveText(new RegExp(`^${name}\\d+(,\\d)? %$`));
      await expect
        .poll(async () => (await item.getByText(name, { exact: true }).boundingBox())?.width ?? 0, {
          message: `the legend shows '${name}' readably`,
        })
        .toBeGreaterThan(20);
    }
  };
  await legend('chart-devices', ['Desktop', 'Mobile']);
  await legend('chart-browsers', ['Chrome', 'Mobile Safari']);
  // Visits without a referrer count as direct, labelled in German.
  await legend('chart-sources', ['Direkt']);
  await legend('chart-consent', ['Alle akzeptiert', 'Nur notwendige']);
  await expect(page.getByTestId('top-buttons')).toContainText('Details ansehen');
  // The trend: one bar per month of the last six, bars of quiet months still drawn (minimum height).
  const bars = page.getByTestId('chart-monthly').locator('.recharts-bar-rectangle path');
  await expect(bars).toHaveCount(6);
  // Bars grow in from zero height (the chart animates): wait for their final height.
  for (const [month, bar] of (await bars.all()).entries()) {
    await expect
      .poll(async () => (await bar.boundingBox())?.height ?? 0, {
        message: `bar ${month + 1} of the monthly trend is drawn`,
      })
      .toBeGreaterThanOrEqual(3);
  }
  // Pie charts are drawn, not only their legends.
  await expect(page.getByTestId('chart-devices').locator('.recharts-pie-sector')).toHaveCount(2);
  await shot(page, 'statistics');

  // Reset: confirm dialog, 'Lösche...' while it runs, then the empty state.
  await page.getByRole('button', { name: 'Statistiken zurücksetzen' }).click();
  const reset = dialog(page, 'Statistiken zurücksetzen');
  for (const option of [
    'Seitenaufrufe löschen',
    'Ereignisse (Klicks, Scrolltiefe, Formulare, Fehler) löschen',
    'Cookie-Einwilligungen löschen',
  ]) {
    await expect(reset.getByLabel(option)).toBeChecked();
  }
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/reset-analytics', async (route) => {
    await held;
    await route.continue();
  });
  await reset.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(reset.getByRole('button', { name: 'Lösche...' })).toBeDisabled();
  await shot(page, 'statistics-resetting', false);
  release();
  await expect(reset).toBeHidden();
  await expect(page.getByText('Keine Statistiken verfügbar')).toBeVisible();
  await page.unroute('**/api/admin/reset-analytics');
});

test('statistics of a custom range, bookmarked in the address, compared with the previous period; axe-clean', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await clearStatistics(request, token);
  // The known mix: 3 visits from a search engine on /preise, 2 direct ones on / (cookieless page views).
  const mix = [
    ...Array.from({ length: 3 }, () => ({ page_path: '/preise', referrer: 'https://www.google.de/' })),
    ...Array.from({ length: 2 }, () => ({ page_path: '/' })),
  ];
  await sendPageViews(request, mix);

  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiken');

  // Eigener Zeitraum: the last 7 days, typed as staff write dates.
  await page.getByRole('combobox', { name: 'Zeitraum', exact: true }).selectOption({ label: 'Eigener Zeitraum' });
  await page.getByLabel('Von').fill(german(day(6)));
  await page.getByLabel('Bis').fill('32.13.2026');
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte beide Daten im Format TT.MM.JJJJ angeben.');
  await page.getByLabel('Bis').fill(german(day(0)));
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/statistiken\\?period=custom&from=${day(6)}&to=${day(0)}$`));
  await expect(page.getByTestId('period-text')).toHaveText(
    `Besucherzahlen vom ${german(day(6))} bis ${german(day(0))}`,
  );

  // The pipeline is asynchronous: reload until the five page views have arrived.
  await expectPageViews(page, 5, 'the custom range counts the five page views');
  await expect(page.getByTestId('top-pages').getByRole('row', { name: /\/preise 3/ })).toBeVisible();
  await expect(page.getByTestId('chart-trend').locator('.recharts-bar-rectangle')).toHaveCount(7);

  // Comparison with the 7 days before: nothing then, so no percentage, said in words.
  // A click, not check(): the box follows the address, which changes a moment after the click.
  await page.getByLabel('Mit Vorperiode vergleichen').click();
  await expect(page.getByLabel('Mit Vorperiode vergleichen')).toBeChecked();
  await expect(page).toHaveURL(/&compare=previous$/);
  await expect(page.getByTestId('change-Seitenaufrufe')).toHaveText('Vorperiode ohne Daten');
  await expect(page.getByTestId('period-text')).toHaveText(
    `Besucherzahlen vom ${german(day(6))} bis ${german(day(0))} im Vergleich zum ${german(day(13))} bis ${german(day(7))}`,
  );
  await expect(page.getByTestId('chart-trend').getByText('Vorperiode')).toBeVisible();
  // The same numbers as the API answers for that address.
  const api = await request.get(`/api/admin/statistics?period=custom&from=${day(6)}&to=${day(0)}&compare=previous`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await api.json()) as {
    page_views: number;
    unique_visitors: number;
    comparison: { page_views: number };
  };
  expect(body.page_views).toBe(5);
  expect(body.comparison.page_views).toBe(0);
  expect(await figure(page, 'Eindeutige Besucher')).toBe(body.unique_visitors);

  // A bookmarked address opens the same view; 'back' returns to the view before the comparison.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Zeitraum', exact: true })).toHaveValue('custom');
  await expect(page.getByLabel('Von')).toHaveValue(german(day(6)));
  await expect(page.getByLabel('Mit Vorperiode vergleichen')).toBeChecked();
  await expect.poll(() => figure(page, 'Seitenaufrufe')).toBe(5);
  await shot(page, 'statistics-custom-range');
  expect(await settledAxeViolations(page)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`to=${day(0)}$`));
  await expect(page.getByLabel('Mit Vorperiode vergleichen')).not.toBeChecked();

  // 'Heute' is one click; the default view (30 Tage) is the plain address again.
  await page.getByRole('combobox', { name: 'Zeitraum', exact: true }).selectOption({ label: 'Heute' });
  await expect(page).toHaveURL(/\/admin\/statistiken\?period=today$/);
  await expect.poll(() => figure(page, 'Seitenaufrufe')).toBe(5);
  await page.getByRole('combobox', { name: 'Zeitraum', exact: true }).selectOption({ label: '30 Tage' });
  await expect(page).toHaveURL(/\/admin\/statistiken$/);
  await expect(page.getByTestId('period-text')).toHaveText('Besucherzahlen der letzten 30 Tage');
  await expect(page.getByTestId('chart-monthly')).toBeVisible();

  // An address the API would refuse shows the default view and says so.
  await page.goto('/admin/statistiken?period=5y');
  await expect(
    page.getByText('Der Zeitraum in der Adresse ist ungültig; gezeigt werden die letzten 30 Tage.'),
  ).toBeVisible();
  await expect.poll(() => figure(page, 'Seitenaufrufe')).toBe(5);
});

test('statistics filtered by a page and a source, compared, exported as CSV with the numbers sent; live visitors; axe-clean', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await clearStatistics(request, token);
  // The known mix (cookieless page views): /preise 3× from a search engine and 2× direct, / 4× direct,
  // /kontakt once from a search engine. So: 10 in all, 5 on /preise, 4 from search, 3 on /preise from search.
  const google = 'https://www.google.de/';
  const mix = [
    ...Array.from({ length: 3 }, () => ({ page_path: '/preise', referrer: google })),
    ...Array.from({ length: 2 }, () => ({ page_path: '/preise' })),
    ...Array.from({ length: 4 }, () => ({ page_path: '/' })),
    { page_path: '/kontakt', referrer: google },
  ];
  await sendPageViews(request, mix);

  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiken');
  await page.getByRole('combobox', { name: 'Zeitraum', exact: true }).selectOption({ label: 'Eigener Zeitraum' });
  await page.getByLabel('Von').fill(german(day(6)));
  await page.getByLabel('Bis').fill(german(day(0)));
  await page.getByRole('button', { name: 'Anwenden' }).click();
  // A click, not check(): the box follows the address, which changes a moment after the click.
  await page.getByLabel('Mit Vorperiode vergleichen').click();
  await expect(page.getByLabel('Mit Vorperiode vergleichen')).toBeChecked();
  await expect(page).toHaveURL(/&compare=previous$/);
  await expectPageViews(page, 10, 'the custom range counts the ten page views');

  // A click on a page filters the whole view by it; a chip shows the filter.
  await page.getByTestId('top-pages').getByRole('button', { name: '/preise', exact: true }).click();
  await expect(page.getByTestId('filter-chips').getByRole('button')).toHaveText(['Seite: /preise']);
  await expect.poll(() => figure(page, 'Seitenaufrufe')).toBe(5);
  await expect(page.getByTestId('top-pages').getByRole('row')).toHaveCount(2);
  // And by a source: both filters hold, and the period and comparison stay.
  await page.getByTestId('chart-sources').getByRole('button', { name: 'Suchmaschinen' }).click();
  await expect(page.getByTestId('filter-chips').getByRole('button')).toHaveText([
    'Seite: /preise',
    'Quelle: Suchmaschinen',
    'Alle Filter entfernen',
  ]);
  await expect.poll(() => figure(page, 'Seitenaufrufe')).toBe(3);
  const address = new URL(page.url());
  expect(address.searchParams.getAll('filter')).toEqual(['page:/preise', 'source:search']);
  expect(address.searchParams.get('from')).toBe(day(6));
  expect(address.searchParams.get('compare')).toBe('previous');
  await expect(page.getByTestId('change-Seitenaufrufe')).toHaveText('Vorperiode ohne Daten');
  await expect(page.getByTestId('chart-trend').locator('.recharts-bar-rectangle')).toHaveCount(7);

  // CSV of the view on screen: the numbers sent, as German Excel reads them.
  const download = async (table: string): Promise<string[]> => {
    await page.getByRole('combobox', { name: 'CSV-Tabelle' }).selectOption({ label: table });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV exportieren' }).click(),
    ]);
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFF'), 'a byte order mark for Excel').toBe(true);
    expect(file.suggestedFilename()).toMatch(/^statistiken-[a-z]+-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/);
    return text.slice(1).split('\r\n');
  };
  const pages = await download('Top-Seiten');
  expect(pages[0]).toBe('Seite;Aufrufe;Ø Zeit (s);Absprungrate (%)');
  expect(pages[1]).toBe('/preise;3;0;0');
  expect(pages).toHaveLength(3);
  const summary = await download('Kennzahlen');
  expect(summary).toEqual(
    expect.arrayContaining([
      'Kennzahl;Wert;Vorperiode;Veränderung (%)',
      `Zeitraum;${german(day(6))} – ${german(day(0))}`,
      'Filter;Seite: /preise, Quelle: Suchmaschinen',
      'Seitenaufrufe;3;0;',
      'Eindeutige Besucher;1;0;',
    ]),
  );
  expect(await download('Traffic-Quellen')).toEqual(['Quelle;Anteil (%)', 'Suchmaschinen;100', '']);
  await shot(page, 'statistics-filtered');
  expect(await settledAxeViolations(page)).toEqual([]);

  // Removing a chip removes its filter alone.
  await page.getByRole('button', { name: 'Filter Quelle: Suchmaschinen entfernen' }).click();
  await expect(page.getByTestId('filter-chips').getByRole('button')).toHaveText(['Seite: /preise']);
  await expect.poll(() => figure(page, 'Seitenaufrufe')).toBe(5);
  await page.getByRole('button', { name: 'Filter Seite: /preise entfernen' }).click();
  await expect(page.getByTestId('filter-chips')).toBeHidden();
  await expect.poll(() => figure(page, 'Seitenaufrufe')).toBe(10);

  // Live: the one visitor of the last minutes and the pages it was on, from the minute rollup.
  await expect(page.getByTestId('live-visitors')).toHaveText('1', { timeout: 25_000 });
  for (const path of ['/preise', '/', '/kontakt'])
    await expect(page.getByTestId('live-pages').getByRole('cell', { name: path, exact: true })).toBeVisible();
});

test('annotations mark what went live and what staff write on the trend; staff remove their own; axe-clean', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await sendPageViews(request, [{ page_path: '/leistungen' }]);
  const title = `Relaunch ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/portfolio-projects', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, client: 'Watt GmbH' },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await logIn(page);
  await page.goto('/admin/statistiken?period=7d');
  const trend = page.getByTestId('chart-trend');
  await expect(trend).toBeVisible({ timeout: 45_000 });
  const list = page.getByTestId('annotations');
  await expect(list).toContainText(`Projekt „Watt GmbH – ${title}“ angelegt`);
  await expect(trend.locator('.recharts-reference-line')).toHaveCount(1);

  const form = page.getByTestId('annotation-form');
  await form.getByLabel('Anmerkung').fill('Newsletter verschickt');
  await form.getByRole('button', { name: 'Anmerkung hinzufügen' }).click();
  await expect(list).toContainText('Newsletter verschickt');
  // Both are today's: one bar, one marker, its tooltip naming both.
  await expect(trend.locator('.recharts-reference-line')).toHaveCount(1);
  await trend.locator('.recharts-bar-rectangle').last().hover();
  await expect(trend.locator('.recharts-tooltip-wrapper')).toContainText('Newsletter verschickt');
  await shot(page, 'statistics-annotations');
  expect(await settledAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Anmerkung „Newsletter verschickt“ entfernen' }).click();
  await expect(list).not.toContainText('Newsletter verschickt');
  await expect(list).toContainText(`Projekt „Watt GmbH – ${title}“ angelegt`);
});

test('a shared dashboard opens without a login behind its password, shows only its sections, and is gone when revoked', async ({
  page,
  browser,
}) => {
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiken');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Dashboard teilen' }) });
  const form = section.getByTestId('share-dashboard-form');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Bäckerei Hansen');
  await form.getByLabel('Zeitraum des Dashboards').selectOption({ label: 'letzte 7 Tage' });
  await form.getByLabel('Top-Seiten').uncheck();
  await form.getByLabel('Geräte').check();
  await form.getByLabel(/^Passwort/).fill('Seeluft-2026');
  await form.getByRole('button', { name: 'Dashboard teilen' }).click();
  await expect(successBanner(page)).toHaveText('Dashboard „Bäckerei Hansen“ geteilt. Den Link finden Sie unten.');
  const shared = section.getByTestId('shared-dashboard').filter({ hasText: 'Bäckerei Hansen' });
  await expect(shared).toContainText('letzte 7 Tage · Kennzahlen, Besuchertrend, Geräte · mit Passwort · unbefristet');
  const link = (await shared.locator('code').textContent())?.trim() ?? '';
  expect(link).toMatch(/\/geteilt\/[A-Za-z0-9_-]{43}$/);
  expect(await settledAxeViolations(page)).toEqual([]);

  // A client's browser: no session, the password first.
  const visitor = await browser.newContext();
  const client = await visitor.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Bäckerei Hansen');
  await expect(client.getByText('Dieses Dashboard ist mit einem Passwort geschützt.')).toBeVisible();
  expect(await settledAxeViolations(client)).toEqual([]);
  await client.getByLabel('Passwort').fill('falsch-falsch');
  await client.getByRole('button', { name: 'Dashboard öffnen' }).click();
  await expect(client.getByRole('alert')).toHaveText('Das Passwort ist falsch.');
  await client.getByLabel('Passwort').fill('Seeluft-2026');
  await client.getByRole('button', { name: 'Dashboard öffnen' }).click();
  await expect(client.getByRole('heading', { level: 2 })).toHaveText(['Kennzahlen', 'Besuchertrend', 'Geräte']);
  expect(await settledAxeViolations(client)).toEqual([]);
  await shot(client, 'shared-dashboard');

  await shared.getByRole('button', { name: 'Link „Bäckerei Hansen“ widerrufen' }).click();
  await confirm(page, 'Link widerrufen?', 'Widerrufen');
  await expect(section.getByTestId('shared-dashboard').filter({ hasText: 'Bäckerei Hansen' })).toHaveCount(0);
  await client.reload();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Link nicht verfügbar');
  await visitor.close();
});

test('Tracking: overview switches save at once, detail view saves on Speichern, sub-switches follow master and parent', async ({
  page,
  request,
}) => {
  const visitorConfig = async () =>
    (await (await request.get('/api/public/tracking-config')).json()) as Record<
      string,
      { enabled: boolean } & Record<string, unknown>
    > & { enabled: boolean };
  await logIn(page);
  await openTab(page, 'Tracking');
  const faq = page.getByTestId('tracking-faqTracking').getByRole('switch', { name: 'FAQ' });
  await expect(faq).toHaveAttribute('aria-checked', 'true');

  // Overview: each toggle is saved immediately and reaches the visitors' configuration.
  await faq.click();
  await expect(successBanner(page)).toHaveText('Einstellungen erfolgreich gespeichert!');
  await expect(faq).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await visitorConfig()).faqTracking.enabled).toBe(false);
  await shot(page, 'tracking-overview');
  await page.getByRole('button', { name: 'Neu laden' }).click();
  await expect(faq).toHaveAttribute('aria-checked', 'false');
  await faq.click();
  await expect(faq).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await visitorConfig()).faqTracking.enabled).toBe(true);

  // Detail view: sub-switches are disabled while their feature or the master switch is off.
  await page.getByRole('button', { name: 'Detailansicht' }).click();
  // The saves the screen sends from here on.
  const saves: Request[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/tracking-config' && saves.push(r),
  );
  const external = page.getByTestId('tracking-externalLinks');
  const downloads = external.getByRole('switch', { name: 'Downloads' });
  await expect(downloads).toBeEnabled();
  await external.getByRole('switch', { name: 'Externe Links' }).click();
  await expect(downloads).toBeDisabled();
  await expect(external.getByRole('switch', { name: 'Externe Klicks' })).toBeDisabled();
  // Not saved yet in the detail view: no save was sent (every request so far is seen), the visitors'
  // configuration is unchanged.
  await requestsSeen(page);
  expect(saves).toEqual([]);
  expect((await visitorConfig()).externalLinks.enabled).toBe(true);
  await external.getByRole('switch', { name: 'Externe Links' }).click();
  await expect(downloads).toBeEnabled();
  await downloads.click();
  await expect(downloads).toHaveAttribute('aria-checked', 'false');

  const master = page.getByRole('switch', { name: 'Tracking aktiv (Hauptschalter)' });
  await master.click();
  await expect(page.getByTestId('tracking-pageViews').getByRole('switch', { name: 'Seitenaufrufe' })).toBeDisabled();
  await expect(
    page.getByTestId('tracking-pageViews').getByRole('switch', { name: 'Herkunft (Referrer)' }),
  ).toBeDisabled();
  await shot(page, 'tracking-detail-master-off');
  await master.click();
  await expect(
    page.getByTestId('tracking-pageViews').getByRole('switch', { name: 'Herkunft (Referrer)' }),
  ).toBeEnabled();

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(successBanner(page)).toHaveText('Einstellungen erfolgreich gespeichert!');
  await expect.poll(async () => (await visitorConfig()).externalLinks.trackDownloads).toBe(false);
  await downloads.click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(async () => (await visitorConfig()).externalLinks.trackDownloads).toBe(true);
});

test('Tracking: the Verlauf panel lists each save and restores an earlier version, which reaches the visitors', async ({
  page,
  request,
}) => {
  const visitorConfig = async () =>
    (await (await request.get('/api/public/tracking-config')).json()) as Record<string, { enabled: boolean }>;
  // A first version to compare with, should this test run on its own (saving what is in force otherwise records nothing).
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const { config } = await (await request.get('/api/admin/tracking-config', { headers })).json();
  const basedOn = await basedOnCurrent(request, headers, '/api/admin/tracking-config');
  expect((await request.post('/api/admin/tracking-config', { headers: basedOn, data: config })).status()).toBe(201);
  await logIn(page);
  await openTab(page, 'Tracking');
  const faq = page.getByTestId('tracking-faqTracking').getByRole('switch', { name: 'FAQ' });
  const buttons = page.getByTestId('tracking-buttonClicks').getByRole('switch', { name: 'Button-Klicks' });
  await expect(faq).toHaveAttribute('aria-checked', 'true');
  await expect(buttons).toHaveAttribute('aria-checked', 'true');

  // Two saves from the overview: FAQ off, then button clicks off.
  await faq.click();
  await expect(successBanner(page)).toHaveText('Einstellungen erfolgreich gespeichert!');
  await expect(faq).toHaveAttribute('aria-checked', 'false');
  await buttons.click();
  await expect(buttons).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await visitorConfig()).buttonClicks.enabled).toBe(false);

  await page.getByRole('button', { name: 'Verlauf' }).click();
  const history = dialog(page, 'Verlauf: Tracking');
  const entries = history.getByTestId('history-entry');
  // Newest first, under the screen's labels.
  await expect(entries.first()).toContainText('Gespeichert');
  await expect(entries.first().getByTestId('history-change')).toHaveText(['Button-Klicks › Aktiv: ja → nein']);
  await expect(entries.nth(1).getByTestId('history-change')).toHaveText(['FAQ › Aktiv: ja → nein']);
  await shot(page, 'tracking-history', false);

  // Back to the version with FAQ off and button clicks on (sent with the screen's version as If-Match).
  const count = await entries.count();
  await entries.nth(1).getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
  await expect(successBanner(history)).toHaveText(/^Version \d+ wiederhergestellt!$/);
  await expect(entries).toHaveCount(count + 1);
  await expect(entries.first()).toContainText(/Wiederhergestellt \(Version \d+\)/);
  await expect(entries.first().getByTestId('history-change')).toHaveText(['Button-Klicks › Aktiv: nein → ja']);
  await history.getByRole('button', { name: 'Schließen' }).click();
  await expect(buttons).toHaveAttribute('aria-checked', 'true');
  await expect(faq).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await visitorConfig()).buttonClicks.enabled).toBe(true);

  // Leave it as found.
  await faq.click();
  await expect(faq).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await visitorConfig()).faqTracking.enabled).toBe(true);
});
