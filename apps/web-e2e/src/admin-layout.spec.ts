import type { APIRequestContext, Locator, Page, Request, Route } from '@playwright/test';
import type { FunnelsResponse, LeadSourcesResponse, StatisticsResponse } from '@agency/contracts';
import {
  apiToken,
  basedOnCurrent,
  card,
  createStaff,
  dialog,
  logIn,
  openTabAnyWidth,
  RUN,
  sendOfferRequest,
  tabLabels,
} from './support/admin';
import { animationsEnded, settledAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
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

const DRAFTED = 'Rundum-sorglos-Paket Webentwicklung und Suchmaschinenoptimierung';

/** What the dialogs show, made before the walk (beforeAll), with long names where staff type them. */
const SHOWN = {
  request: `Maximiliane Mustermann-Lüdenscheidt ${RUN}`,
  // A published package with a draft of it, planned to go live, with a preview link.
  drafted: `${DRAFTED} ${RUN}`,
  // A published package without a draft: 'Offline nehmen am …'.
  online: `Onlinepaket Handwerk ${RUN}`,
  // A package in the trash.
  trashed: `Ausgemustertes Paket Frühjahrsaktion ${RUN}`,
  staff: {
    username: `layout-${RUN}`,
    password: 'layout-geheim-Watt-4',
    email: `layout-${RUN}@beispiel-unternehmen-mit-langem-namen.de`,
  },
  apiKey: 'Dashboard Kunde Nordsee Handwerk & Dienstleistungen',
  sharedLink: 'Nordsee Handwerk & Dienstleistungen GmbH & Co. KG',
};

/**
 * Creates the content, the account, the key and the link the dialogs show (through the admin api); returns the
 * admin paths that delete them again.
 */
async function createShownData(request: APIRequestContext): Promise<string[]> {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const created: Record<string, string> = {};
  for (const [key, name] of [
    ['drafted', SHOWN.drafted],
    ['online', SHOWN.online],
    ['trashed', SHOWN.trashed],
  ] as const) {
    const answer = await request.post('/api/admin/pricing-packages', {
      headers,
      data: {
        name,
        price: 1490,
        description: 'Website, Pflege und Suchmaschinenoptimierung aus einer Hand, mit festen Ansprechpartnern.',
        features: ['Individuelles Design', 'Monatlicher Bericht zur Sichtbarkeit'],
        enabled: true,
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    created[key] = ((await answer.json()) as { package: { id: string } }).package.id;
  }
  const drafted = `/api/admin/pricing-packages/${created.drafted}`;
  const draft = await request.put(`${drafted}/draft`, {
    headers: await basedOnCurrent(request, headers, `${drafted}/draft`),
    data: {
      price: 1690,
      description:
        'Website, Pflege, Suchmaschinenoptimierung und Anzeigenbetreuung aus einer Hand, mit festen Ansprechpartnern.',
    },
  });
  expect(draft.ok(), await draft.text()).toBe(true);
  const planned = await request.post(`${drafted}/schedule`, {
    headers,
    data: { at: `${new Date().getFullYear() + 1}-01-01T09:00` },
  });
  expect(planned.ok(), await planned.text()).toBe(true);
  const preview = await request.post('/api/admin/pricing-packages/preview', { headers, data: {} });
  expect(preview.ok(), await preview.text()).toBe(true);
  const trashed = `/api/admin/pricing-packages/${created.trashed}`;
  const deleted = await request.delete(trashed, { headers: await basedOnCurrent(request, headers, trashed) });
  expect(deleted.ok(), await deleted.text()).toBe(true);

  const staffId = await createStaff(request, { ...SHOWN.staff, permissions: { pricing: true, requests: true } });
  const key = await request.post('/api/admin/account/api-keys', {
    headers,
    data: { name: SHOWN.apiKey, current_password: E2E_ADMIN.password },
  });
  expect(key.ok(), await key.text()).toBe(true);
  const link = await request.post('/api/admin/statistics/shared-dashboards', {
    headers,
    data: { name: SHOWN.sharedLink, sections: ['summary', 'trend'] },
  });
  expect(link.ok(), await link.text()).toBe(true);
  return [
    drafted,
    `/api/admin/pricing-packages/${created.online}`,
    `/api/admin/users/${staffId}`,
    `/api/admin/account/api-keys/${((await key.json()) as { id: string }).id}`,
    `/api/admin/statistics/shared-dashboards/${((await link.json()) as { id: string }).id}`,
  ];
}

/** A dialog of the back-office: the tab it opens on, how it opens, its name, how it closes (its × by default). */
interface BackOfficeDialog {
  tab: string;
  /** The inner tab of 'Preise'. */
  inner?: string;
  name: string;
  open: (page: Page) => Promise<unknown>;
  close?: (box: Locator, page: Page) => Promise<unknown>;
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const cancel = (box: Locator) => button(box, 'Abbrechen').click();

/**
 * Every dialog of the back-office, with content in it: the item dialogs (new and edit), the publishing
 * dialogs, the history, the trash, the confirmations, the question before unsaved changes are dropped and the
 * login again when the session ran out.
 */
const DIALOGS: readonly BackOfficeDialog[] = [
  ...ITEM_DIALOGS.map(({ tab, inner, add }) => ({
    tab,
    inner,
    name: add,
    open: (page: Page) => button(page, add).click(),
    close: cancel,
  })),
  {
    tab: 'Bewertungen',
    name: 'Ungespeicherte Änderungen verwerfen?',
    open: async (page) => {
      await button(page, 'Neue Bewertung').click();
      await dialog(page, 'Neue Bewertung').getByLabel(/^Name/).fill(`Greta Nord ${RUN}`);
      await button(dialog(page, 'Neue Bewertung'), 'Abbrechen').click();
    },
    close: async (box, page) => {
      await button(box, 'Verwerfen').click();
      await expect(dialog(page, 'Neue Bewertung')).toBeHidden();
    },
  },
  {
    tab: 'Bewertungen',
    name: 'Sitzung abgelaufen',
    open: async (page) => {
      // The session ends meanwhile (the server revokes it); the next call of the screen meets it.
      const out = await page.request.post('/api/admin/logout', { headers: { 'X-Requested-With': 'agency-admin' } });
      expect(out.ok()).toBe(true);
      await button(page, 'Aktualisieren')
        .click({ timeout: 5_000 })
        .catch(async (error: unknown) => {
          // A call of the screen's own (the unread requests' count, polled) met the ended session first: its
          // dialog covers the button.
          if (!(await dialog(page, 'Sitzung abgelaufen').isVisible())) throw error;
        });
    },
    close: async (box) => {
      await box.getByLabel(/^Passwort/).fill(E2E_ADMIN.password);
      await button(box, 'Anmelden').click();
    },
  },
  {
    tab: 'Preise',
    inner: 'Pakete',
    name: 'Paket bearbeiten',
    open: (page) => button(card(page, SHOWN.drafted), 'Bearbeiten').click(),
    close: cancel,
  },
  {
    tab: 'Preise',
    inner: 'Pakete',
    name: 'Änderungen gegenüber der Website',
    open: (page) => button(card(page, SHOWN.drafted), 'Änderungen').click(),
  },
  {
    tab: 'Preise',
    inner: 'Pakete',
    name: 'Veröffentlichen am …',
    open: (page) => button(card(page, SHOWN.drafted), 'Veröffentlichen am …').click(),
  },
  {
    tab: 'Preise',
    inner: 'Pakete',
    name: 'Offline nehmen am …',
    open: (page) => button(card(page, SHOWN.online), 'Offline nehmen am …').click(),
  },
  {
    tab: 'Preise',
    inner: 'Pakete',
    // Named without this run's mark, which stays out of the screenshot's name (a name matches a part of the title).
    name: `Verlauf: ${DRAFTED}`,
    open: (page) => button(card(page, SHOWN.drafted), 'Verlauf').click(),
  },
  {
    tab: 'Preise',
    inner: 'Pakete',
    name: 'Löschen bestätigen',
    open: (page) => button(card(page, SHOWN.drafted), 'Löschen').click(),
  },
  { tab: 'Preise', inner: 'Pakete', name: 'Vorschau', open: (page) => button(page, 'Vorschau').click() },
  { tab: 'Preise', inner: 'Pakete', name: 'Geplant', open: (page) => button(page, 'Geplant').click() },
  { tab: 'Preise', inner: 'Pakete', name: 'Papierkorb', open: (page) => button(page, 'Papierkorb').click() },
  {
    tab: 'Anfragen',
    name: 'Anfrage löschen',
    open: async (page) => {
      const row = page.getByTestId('request-row').filter({ hasText: SHOWN.request });
      await row.getByRole('button', { expanded: false }).click();
      await button(row, 'Löschen').click();
    },
  },
  { tab: 'FAQ', name: 'Verlauf: FAQ', open: (page) => button(page, 'Verlauf').click() },
  {
    tab: 'FAQ',
    name: 'Kategorie löschen',
    open: (page) => button(page.getByTestId('faq-category').first(), 'Kategorie löschen').click(),
  },
  {
    tab: 'Leistungen',
    name: 'Service löschen',
    open: (page) => button(page.getByTestId('service-card').first(), 'Service löschen').click(),
  },
  {
    tab: 'Statistiken',
    name: 'Statistiken zurücksetzen',
    open: (page) => button(page, 'Statistiken zurücksetzen').click(),
  },
  {
    tab: 'Statistiken',
    name: 'Link widerrufen?',
    open: (page) => button(page, `Link „${SHOWN.sharedLink}“ widerrufen`).click(),
  },
  { tab: 'Backend', name: 'Backend neu starten', open: (page) => button(page, 'Neustart').click() },
  { tab: 'System', name: 'Aufbewahrung jetzt anwenden?', open: (page) => button(page, 'Jetzt anwenden').click() },
  {
    tab: 'Benutzer',
    name: 'Benutzer löschen',
    open: (page) => button(page, `${SHOWN.staff.username} löschen`).click(),
  },
  {
    tab: 'Benutzer',
    name: 'Benutzer deaktivieren',
    open: async (page) => {
      await button(page, `${SHOWN.staff.username} bearbeiten`).click();
      const editing = page.getByTestId('user-row').filter({ has: page.locator('form') });
      await editing.getByLabel('Aktiv', { exact: true }).uncheck();
      await button(editing, 'Speichern').click();
    },
    close: async (box, page) => {
      await cancel(box);
      await button(page.getByTestId('user-row').filter({ has: page.locator('form') }), 'Abbrechen').click();
    },
  },
  {
    tab: 'Mein Konto',
    name: 'API-Schlüssel widerrufen?',
    open: (page) => button(page, `API-Schlüssel „${SHOWN.apiKey}“ widerrufen`).click(),
  },
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
  };
  await page.route(
    (url) => url.pathname === '/api/admin/statistics/leads',
    (route) => route.fulfill({ json: leads }),
  );
  // The built-in offer funnel of a busy month: four steps, wide figures, a row per source.
  const steps = (reached: number[]) =>
    reached.map((sessions, index) => ({
      sessions,
      rate: Math.round((sessions / reached[0]) * 1000) / 10,
      dropped: index === 0 ? 0 : reached[index - 1] - sessions,
    }));
  await page.route(
    (url) => url.pathname === '/api/admin/statistics/funnels',
    async (route: Route) => {
      const real = (await (await route.fetch()).json()) as FunnelsResponse;
      const offer: FunnelsResponse['funnels'][number] = {
        id: 'funnel-offer-request',
        name: 'Seitenaufruf bis Anfrage',
        steps: ['/*', 'Angebotsdialog geöffnet', 'Angebotsformular begonnen', 'Angebotsanfrage gesendet'].map(
          (label) => ({ label, known: true }),
        ),
        total: steps([146_912, 14_690, 5975, 1200]),
        sources: [
          { source: 'search', steps: steps([123_456, 12_345, 5432, 1000]) },
          { source: 'social', steps: steps([23_456, 2345, 543, 200]) },
        ],
      };
      await route.fulfill({ json: { ...real, funnels: [offer] } });
    },
  );
}

/** The page's requests still on their way, kept up to date. */
function requestsOnTheirWay(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/**
 * An open dialog as staff read it: what it loads has arrived (no request of the page on its way, no loading
 * note in it), its pictures and fonts are there and its transitions ended. Quicker than settlePage's wait for
 * half a second without network, which a dialog over a loaded screen does not need.
 */
async function settleDialog(page: Page, box: Locator, pending: Set<Request>) {
  // A frame for the dialog's effects to send their requests.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(() => pending.size, { message: 'no request on its way' }).toBe(0);
  await expect(box.getByRole('status').filter({ hasText: /geladen…|Wird geladen/ })).toHaveCount(0);
  await box.evaluate(async (element) => {
    const pictures = [...element.querySelectorAll('img')];
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await animationsEnded(page);
}

/**
 * The layout guard of the back-office: every tab and every dialog at a desktop's and a phone's width keeps the
 * public pages' rules (checkLayout) and the back-office's own (checkAdminLayout): nothing wider than the
 * window, nothing cut off, no table headings that run together. Each dialog is axe-clean, too, and on a phone
 * each tab (accessibility.spec.ts checks them at a desktop's width): one walk for both. A screenshot of each
 * view with layout findings stays in tmp/layout-screenshots/admin-*.
 */
test.describe('back-office layout guard', () => {
  let made: string[] = [];
  test.beforeAll(async ({ request }) => {
    // The inbox with requests in it (long names and messages).
    await sendOfferRequest(request, {
      name: SHOWN.request,
      email: `layout.${RUN}@beispiel-unternehmen-mit-langem-namen.de`,
      company: 'Nordsee Handwerk & Dienstleistungen GmbH & Co. KG',
      message:
        'Wir brauchen eine neue Website mit Terminbuchung, Mehrsprachigkeit und Anbindung an unsere Warenwirtschaft.',
    });
    made = await createShownData(request);
  });

  test.afterAll(async ({ request }) => {
    // Tidy up for the specs after this one on the same api.
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    for (const path of made) {
      const versioned = path.startsWith('/api/admin/pricing-packages/');
      const gone = await request.delete(path, {
        headers: versioned ? await basedOnCurrent(request, headers, path) : headers,
      });
      expect(gone.ok(), `${path}: ${await gone.text()}`).toBe(true);
    }
  });

  for (const [device, viewport] of Object.entries(ADMIN_VIEWPORTS)) {
    test(`at ${viewport.width} px: every tab and every dialog, nothing wider than the window, cut off or run together; axe-clean`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await fillStatistics(page);
      await logIn(page);
      const labels = [...(await tabLabels(page)), 'Mein Konto'];
      expect(labels.length).toBeGreaterThanOrEqual(19);
      const findings: string[] = [];
      const pending = requestsOnTheirWay(page);
      const check = async (view: string, box?: Locator) => {
        // A tab: the whole page, scrolled through; a dialog: its data arrived (no request on its way).
        if (box) await settleDialog(page, box, pending);
        else await settlePage(page);
        const found = await checkAdminLayout(page);
        await keepScreenshot(page, `admin-${device}-${viewport.width}-${view.replace(/[^\wäöüß-]+/gi, '_')}`, found);
        for (const finding of found) findings.push(`${view} [${finding.kind}] ${finding.detail}`);
        // axe: every dialog (within it); the tabs on a phone, walked here anyway (at a desktop's width they are
        // in accessibility.spec.ts).
        if (box || device === 'mobile')
          for (const violation of await settledAxeViolations(page, 5000, box ? '[role="dialog"]' : undefined))
            findings.push(`${view} [axe] ${violation}`);
      };
      for (const label of labels) {
        await openTabAnyWidth(page, label);
        if (label === 'Statistiken') {
          await expect(page.getByTestId('funnel').filter({ hasText: 'Seitenaufruf bis Anfrage' })).toBeVisible();
          await expect(page.getByTestId('stat-Seitenaufrufe')).toHaveText('128.450');
        }
        await check(label);
      }
      // Grouped by tab (in the list's order otherwise): each tab is opened once.
      const where = ({ tab, inner }: BackOfficeDialog) => `${tab}/${inner}`;
      const tabs = [...new Set(DIALOGS.map(where))];
      const grouped = DIALOGS.toSorted((a, b) => tabs.indexOf(where(a)) - tabs.indexOf(where(b)));
      let shownTab = '';
      for (const { tab, inner, name, open, close } of grouped) {
        if (shownTab !== `${tab}/${inner}`) {
          await openTabAnyWidth(page, tab);
          if (inner) await page.getByRole('tab', { name: inner }).click();
          shownTab = `${tab}/${inner}`;
        }
        await open(page);
        const box = dialog(page, name);
        await expect(box).toBeVisible();
        await check(`${tab} – ${name}`, box);
        await (close ?? ((own: Locator) => own.locator('header').getByRole('button', { name: 'Schließen' }).click()))(
          box,
          page,
        );
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      expect(findings, `layout and axe findings (screenshots in ${LAYOUT_SCREENSHOTS})`).toEqual([]);
    });
  }
});
