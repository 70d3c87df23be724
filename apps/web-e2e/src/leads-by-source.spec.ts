import type { Page } from '@playwright/test';
import { logIn, panel, RUN } from './support/admin';
import { expect, test } from './support/fixtures';
import { formTokenIn, OFFER_FIELDS, tokensPastMinimumFill, VISITOR_USER_AGENT } from './support/public-site';

/** Requests in the 'Anfragen nach Quelle' row of search engines and the entry page /leistungen (0 without it). */
async function searchLeads(page: Page): Promise<number> {
  const table = page.getByTestId('lead-sources-table');
  // Loaded: the table, or the period has no request at all.
  await expect(table.or(page.getByText('Keine Anfragen im Zeitraum'))).toBeVisible();
  if (!(await table.isVisible())) return 0;
  const row = table.getByRole('row').filter({ hasText: 'Suchmaschinen' }).filter({ hasText: '/leistungen' });
  if ((await row.count()) === 0) return 0;
  return Number((await row.first().getByRole('cell').last().innerText()).replace(/\D/g, ''));
}

/** The same figure as the statistics answer gives it to the tab (GET /api/admin/statistics/leads). */
async function searchLeadsAnswered(page: Page): Promise<number> {
  const answer = await page.request.get('/api/admin/statistics/leads', {
    headers: { 'X-Requested-With': 'agency-admin' },
  });
  if (!answer.ok()) return -1;
  const { sources } = (await answer.json()) as {
    sources: { source: string; entry_page: string | null; requests: number }[];
  };
  return sources
    .filter((row) => row.source === 'search' && row.entry_page === '/leistungen')
    .reduce((sum, row) => sum + row.requests, 0);
}

/** The built-in offer funnel's sessions per step from search engines in the section 'Trichter' (zeros without a row). */
async function searchFunnel(page: Page): Promise<number[]> {
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  const funnel = panel(page, 'Trichter').getByTestId('funnel').filter({ hasText: 'Seitenaufruf bis Anfrage' });
  await expect(funnel).toBeVisible();
  const row = funnel.getByRole('table', { name: /je Quelle/ }).getByRole('row', { name: /Suchmaschinen/ });
  if ((await row.count()) === 0) return [0, 0, 0, 0];
  return (await row.getByRole('cell').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
}

test('a request sent with consent is attributed to the search engine its visit came from', async ({
  page,
  browser,
}) => {
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();
  // Earlier runs may have left such requests in the data directory: only the increase counts.
  const before = await searchLeads(page);
  const funnelBefore = await searchFunnel(page);
  expect(funnelBefore).toHaveLength(4);

  const visitorContext = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const visitor = await visitorContext.newPage();
  // Landed from a search engine, without consent yet: the page view goes out with the consent, classed 'search'.
  await visitor.goto('/leistungen', { referer: 'https://www.google.com/' });
  await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await visitor.getByRole('button', { name: 'Alle Cookies akzeptieren' }).click();

  // The form's render token carries the api's issue time (base 36, before the dot): the spam shield's clock
  // starts there, once the dialog's code has loaded, not at the click.
  const tokenIssued = visitor.waitForResponse((r) => new URL(r.url()).pathname === '/api/offer-request/form-token');
  const openedEvent = visitor.waitForResponse(
    (r) => r.url().endsWith('/api/track/event') && r.request().postDataJSON()?.event_type === 'solution_modal',
  );
  await visitor.getByRole('tabpanel').getByRole('button', { name: 'Unverbindliches Angebot anfragen' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Unverbindliches Angebot anfragen' });
  // A person reads the dialog before typing: its opening reaches the server before the form's start (the funnel
  // counts steps in the order the server received them).
  expect((await openedEvent).status()).toBe(202);
  for (const [label, value] of Object.entries(OFFER_FIELDS))
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  await dialog.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(`leads.${RUN}@example.de`);
  await dialog.getByLabel('Ihre Nachricht').fill('Angebot für eine Website, bitte.');
  // The server holds a form sent faster than a person could fill it as suspected spam.
  await tokensPastMinimumFill(await formTokenIn(await tokenIssued));
  const sent = visitor.waitForRequest((r) => r.url().endsWith('/api/offer-request') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Anfrage absenden' }).click();
  await expect(dialog.getByText('Vielen Dank für Ihre Anfrage!')).toBeVisible();
  // The request carries the consented session.
  expect(String((await sent).postDataJSON().analytics_session_id)).toMatch(/^sess_/);

  // The tracking calls pass the asynchronous pipeline: the answer the tab reads is asked until the request is
  // attributed (cheaper than reloading the whole tab each time), then the tab shows it.
  await expect
    .poll(() => searchLeadsAnswered(page), { timeout: 45_000, intervals: [500, 1000, 2000] })
    .toBeGreaterThanOrEqual(before + 1);
  await page.reload();
  expect(await searchLeads(page)).toBeGreaterThanOrEqual(before + 1);
  // The built-in offer funnel counts the visit from the search engine at each step: a page view, the dialog
  // opened, its form started, the request sent (at least one more session each; other tests' visits may add).
  const grown = async () => (await searchFunnel(page)).map((sessions, step) => sessions > funnelBefore[step]);
  await expect
    .poll(grown, { timeout: 45_000, intervals: [500, 1000, 2000], message: 'the funnel counts the visit' })
    .toEqual([true, true, true, true]);
  await visitorContext.close();
});

test('staff subscribe themselves to the weekly report on the statistics tab', async ({ page }) => {
  await logIn(page);
  const toggle = page.getByRole('checkbox', { name: 'Wochenbericht per E-Mail erhalten (montags 8:00 Uhr)' });
  await expect(toggle).toBeEnabled();
  const was = await toggle.isChecked();
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: !was });
  await expect(toggle).toBeEnabled();
  await page.reload();
  await expect(toggle).toBeEnabled();
  await expect(toggle).toBeChecked({ checked: !was });
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: was });
  await expect(toggle).toBeEnabled();
});
