import type { Locator, Page } from '@playwright/test';
import { logIn, openTab } from './support/admin';
import { expect, test } from './support/fixtures';

/*
 * Every back-office screen whose data did not load says so, with 'Erneut versuchen': never an empty list or
 * an empty form, and nothing that saves, publishes or adds is there to press meanwhile (it would write over
 * what the server holds, unseen). Once the data loads, the screen is there as usual.
 */

/** A button that would write: save, publish, add a new entry, run. */
const WRITES = /^(Speichern|Entwurf speichern|Veröffentlichen|Eintrag speichern|Neue[rs]? .+|Jetzt anwenden)$/;

interface FailedScreen {
  tab: string;
  /** The inner tab (Preise: Pakete, Kundenmeinungen). */
  inner?: string;
  /** The screen's loads (pathnames); each answers 500 until the test lets them through. */
  loads: string[];
  failure: string;
  /** How many parts of the screen say their failure (each with its own 'Erneut versuchen'); one by default. */
  failures?: number;
  /** What the screen says of truly empty data, which a failed load must not say. */
  empty: string[];
  /** Something of the loaded data. */
  loaded: (page: Page) => Locator;
  /** A write the loaded screen offers (enabled). */
  write?: string;
}

const card = (page: Page) => page.getByTestId('content-card').first();
const collection = (tab: string, name: string, noun: string, write: string, inner?: string): FailedScreen => ({
  tab,
  inner,
  loads: [`/api/admin/${name}`],
  failure: `Fehler beim Laden der ${noun}`,
  empty: [`Noch keine ${noun} vorhanden`],
  loaded: card,
  write,
});

const SCREENS: FailedScreen[] = [
  {
    tab: 'Tracking',
    loads: ['/api/admin/tracking-config'],
    failure: 'Fehler beim Laden der Konfiguration',
    empty: [],
    loaded: (page) => page.getByRole('switch', { name: 'Tracking aktiv (Hauptschalter)' }),
  },
  {
    tab: 'Website',
    loads: ['/api/admin/website-settings/draft'],
    failure: 'Fehler beim Laden der Einstellungen',
    empty: [],
    loaded: (page) => page.getByRole('textbox', { name: 'Firmenname' }),
    write: 'Veröffentlichen',
  },
  {
    tab: 'System',
    loads: [
      '/api/admin/system-settings/mysql',
      '/api/admin/system-settings/smtp',
      '/api/admin/retention-settings',
      '/api/admin/retention/runs',
    ],
    // The connections, and 'Aufbewahrung' below them.
    failure: 'Fehler beim Laden der Einstellungen',
    failures: 2,
    empty: [],
    loaded: (page) => page.getByRole('textbox', { name: 'SMTP-Host' }),
    write: 'Jetzt anwenden',
  },
  collection('Bewertungen', 'testimonials', 'Bewertungen', 'Neue Bewertung'),
  collection('Erfolgsgeschichten', 'success-stories', 'Erfolgsgeschichten', 'Neue Erfolgsgeschichte'),
  collection('Portfolio', 'portfolio-projects', 'Projekte', 'Neues Projekt'),
  collection('Preise', 'pricing-packages', 'Pakete', 'Neues Paket', 'Pakete'),
  collection('Preise', 'pricing-testimonials', 'Testimonials', 'Neue Kundenmeinung', 'Kundenmeinungen'),
  {
    tab: 'Kundennotizen',
    loads: ['/api/admin/customers'],
    failure: 'Fehler beim Laden der Kunden',
    empty: ['Keine Kunden gefunden', 'Keine Buchhaltungsdatenbank (MySQL) eingerichtet'],
    // Loaded: the customers, or that there are none, or (no accounting database on this api) that it is missing.
    loaded: (page) =>
      page
        .getByRole('list', { name: 'Kunden' })
        .or(page.getByText(/^(Keine Kunden gefunden|Keine Buchhaltungsdatenbank \(MySQL\) eingerichtet\.)/)),
  },
  {
    tab: 'Rechtstexte',
    loads: ['/api/admin/legal/impressum/draft'],
    failure: 'Fehler beim Laden der Dokumente',
    empty: [],
    loaded: (page) => page.getByRole('textbox', { name: 'Firmenname' }),
    write: 'Veröffentlichen',
  },
  {
    tab: 'E-Mail-Vorlagen',
    loads: ['/api/admin/email-templates'],
    failure: 'Fehler beim Laden der Vorlagen',
    empty: ['Keine Vorlagen vorhanden'],
    loaded: (page) => page.getByRole('textbox', { name: 'Betreff' }),
    write: 'Speichern',
  },
  {
    tab: 'Aktivität',
    loads: ['/api/admin/activity'],
    failure: 'Aktivität konnte nicht geladen werden.',
    empty: ['Keine Einträge'],
    // The log of this api may hold no change yet: loaded, it shows its entries or says there are none.
    loaded: (page) => page.getByTestId('activity-table').or(page.getByText('Keine Einträge', { exact: true })),
  },
];

test("every screen says a failed load with 'Erneut versuchen', shows nothing empty and offers no write until it loads", async ({
  page,
}) => {
  await logIn(page);
  const failures = page.getByTestId('load-failure');
  const main = page.getByRole('main');
  for (const screen of SCREENS) {
    const label = screen.inner ? `${screen.tab} → ${screen.inner}` : screen.tab;
    const answered = new Set<string>();
    const failLoads = (url: URL) => screen.loads.includes(url.pathname);
    await page.route(failLoads, (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      answered.add(new URL(route.request().url()).pathname);
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Interner Serverfehler' }),
      });
    });
    await openTab(page, screen.tab);
    if (screen.inner) await page.getByRole('tab', { name: screen.inner }).click();

    await expect(failures, label).toHaveCount(screen.failures ?? 1);
    await expect(failures.first(), label).toContainText(screen.failure);
    for (const failure of await failures.all())
      await expect(failure.getByRole('button', { name: 'Erneut versuchen' }), label).toBeVisible();
    await expect.poll(() => [...answered].sort(), label).toEqual([...screen.loads].sort());
    for (const empty of screen.empty) await expect(main.getByText(empty, { exact: false }), label).toHaveCount(0);
    await expect(screen.loaded(page), label).toHaveCount(0);
    await expect(main.getByRole('button', { name: WRITES, disabled: false }), label).toHaveCount(0);

    await page.unroute(failLoads);
    // One 'Erneut versuchen' loads again all that the box stands for.
    for (let left = screen.failures ?? 1; left > 0; left--) {
      await failures.first().getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(failures, label).toHaveCount(left - 1);
    }
    await expect(screen.loaded(page).first(), label).toBeVisible();
    if (screen.write) await expect(main.getByRole('button', { name: screen.write, exact: true }).first()).toBeEnabled();
  }
});
