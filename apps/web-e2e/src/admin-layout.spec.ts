import type { Page, Route } from '@playwright/test';
import type { LeadSourcesResponse, StatisticsResponse } from '@agency/contracts';
import { dialog, logIn, nav, RUN, sendOfferRequest, tabLabels } from './support/admin';
import { expect, test } from './support/fixtures';
import { checkAdminLayout, keepScreenshot, LAYOUT_SCREENSHOTS, settlePage } from './support/layout-guard';

/** The widths the back-office is guarded at: a wide desktop and a phone. */
const ADMIN_VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/** The item dialogs of the content tabs: the tab, its inner tab (Preise) and the button that opens a new item. */
const ITEM_DIALOGS: readonly { tab: string; inner?: string; add: string }[] = [
  { tab: 'Bewertungen', add: 'Neue Bewertung' },
  { tab: 'Erfolgsgeschichten', add: 'Neue Erfolgsgeschichte' },
  { tab: 'Portfolio', add: 'Neues Projekt' },
  { tab: 'Preise', inner: 'Pakete', add: 'Neues Paket' },
  { tab: 'Preise', inner: 'Kundenmeinungen', add: 'Neue Kundenmeinung' },
];

/**
 * Statistics with every table and chart filled, long labels included: the layout of a busy month, whatever
 * this worker's data holds. The figures are the real answer's, with the lists filled in.
 */
async function fillStatistics(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/admin/statistics',
    async (route: Route) => {
      const real = (await (await route.fetch()).json()) as StatisticsResponse;
      const filled: StatisticsResponse = {
        ...real,
        page_views: 128_450,
        unique_visitors: 40_321,
        avg_session_duration: 187,
        bounce_rate: 41.3,
        enhanced_metrics: {
          ...real.enhanced_metrics,
          total_events: 912_004,
          button_clicks: 23_400,
          top_buttons: { 'Unverbindliches Angebot anfragen': 1200, 'Portfolio ansehen': 800, 'Mehr erfahren': 400 },
        },
        top_pages: [
          {
            page: '/leistungen/webentwicklung-und-suchmaschinenoptimierung',
            views: 12_000,
            avg_time: 95,
            bounce: 32.5,
          },
          { page: '/preise', views: 8000, avg_time: 61, bounce: 44.1 },
        ],
        devices: { Desktop: 60, Mobil: 35, Tablet: 5 },
        browsers: { Chrome: 55, Firefox: 20, Safari: 20, Edge: 5 },
        traffic_sources: { direct: 40, search: 40, social: 10, referral: 10 },
        cookie_consent: { all_accepted: 60, only_necessary: 25, customized: 10, gpc_only_necessary: 5 },
        top_countries: { Deutschland: 30_000, Österreich: 5000, Schweiz: 4000 },
        conversions: { contact_form: 120, offer_request: 80 },
      };
      await route.fulfill({ json: filled });
    },
  );
  const leads: LeadSourcesResponse = {
    period: { from: '2026-10-28', to: '2026-11-26', days: 30 },
    requests: 1234,
    sources: [
      { source: 'search', entry_page: '/leistungen/webentwicklung-und-suchmaschinenoptimierung', requests: 1000 },
      { source: 'social', entry_page: '/preise', requests: 200 },
      { source: 'unbekannt', entry_page: null, requests: 34 },
    ],
    funnel: [
      { source: 'search', sessions: 123_456, dialog_opened: 12_345, form_started: 5432, requests_sent: 1000 },
      { source: 'social', sessions: 23_456, dialog_opened: 2345, form_started: 543, requests_sent: 200 },
      { source: 'unbekannt', sessions: 0, dialog_opened: 0, form_started: 0, requests_sent: 34 },
    ],
  };
  await page.route(
    (url) => url.pathname === '/api/admin/statistics/leads',
    (route) => route.fulfill({ json: leads }),
  );
}

/** Clicks a tab of the navigation (opening the drawer first on a phone) and waits for the tab to load. */
async function openTabAnyWidth(page: Page, label: string) {
  const menu = page.getByRole('button', { name: 'Navigation öffnen' });
  if (await menu.isVisible()) await menu.click();
  const link =
    label === 'Mein Konto'
      ? page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: label })
      : nav(page).getByRole('link', { name: new RegExp(`^${label}`) });
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  await expect(page.getByRole('status').filter({ hasText: /geladen…|Wird geladen/ })).toHaveCount(0);
  // The drawer is closed again (on a phone), and every transition of the page ended.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * The layout guard of the back-office: every tab and every item dialog at a desktop's and a phone's width
 * keeps the public pages' rules (checkLayout) and the back-office's own (checkAdminLayout): nothing wider than
 * the window, nothing cut off, no table headings that run together. A screenshot of each view with findings
 * stays in tmp/layout-screenshots/admin-*.
 */
test.describe('back-office layout guard', () => {
  test.beforeAll(async ({ request }) => {
    // The inbox with requests in it (long names and messages).
    await sendOfferRequest(request, {
      name: `Maximiliane Mustermann-Lüdenscheidt ${RUN}`,
      email: `layout.${RUN}@beispiel-unternehmen-mit-langem-namen.de`,
      company: 'Nordsee Handwerk & Dienstleistungen GmbH & Co. KG',
      message:
        'Wir brauchen eine neue Website mit Terminbuchung, Mehrsprachigkeit und Anbindung an unsere Warenwirtschaft.',
    });
  });

  for (const [device, viewport] of Object.entries(ADMIN_VIEWPORTS)) {
    test(`at ${viewport.width} px: every tab and every item dialog, nothing wider than the window, cut off or run together`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await fillStatistics(page);
      await logIn(page);
      const labels = [...(await tabLabels(page)), 'Mein Konto'];
      expect(labels.length).toBeGreaterThanOrEqual(19);
      const findings: string[] = [];
      const check = async (view: string) => {
        await settlePage(page);
        const found = await checkAdminLayout(page);
        await keepScreenshot(page, `admin-${device}-${viewport.width}-${view.replace(/[^\wäöüß-]+/gi, '_')}`, found);
        for (const finding of found) findings.push(`${view} [${finding.kind}] ${finding.detail}`);
      };
      for (const label of labels) {
        await openTabAnyWidth(page, label);
        if (label === 'Statistiken') {
          await expect(page.getByTestId('lead-funnel')).toBeVisible();
          await expect(page.getByTestId('stat-Seitenaufrufe')).toHaveText('128.450');
        }
        await check(label);
      }
      for (const { tab, inner, add } of ITEM_DIALOGS) {
        await openTabAnyWidth(page, tab);
        if (inner) await page.getByRole('tab', { name: inner }).click();
        await page.getByRole('button', { name: add }).click();
        const box = dialog(page, add);
        await expect(box).toBeVisible();
        await check(`${tab} – ${add}`);
        await box.getByRole('button', { name: 'Abbrechen' }).click();
        await expect(box).toBeHidden();
      }
      expect(findings, `layout findings (screenshots in ${LAYOUT_SCREENSHOTS})`).toEqual([]);
    });
  }
});
