import type { Browser, Locator, Page } from '@playwright/test';
import { card, confirm, dialog, logIn, openTab, RUN, shot, successBanner } from './support/admin';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** A form field of the admin dialogs by its label; the label may carry ' *' (required) and '(hint)'. */
function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?(\\s*\\(.*\\))?$`));
}

/**
 * axe-core's WCAG 2.x A/AA findings within `selector` (the page when left out), once its animations ended and the
 * findings stay: a colour checked mid-transition (a button enabled again fades back in) is a colour no one reads.
 */
const axeViolations = (page: Page, selector?: string): Promise<string[]> => settledAxeViolations(page, 5000, selector);

/** A visitor who sees the server's HTML only (no script runs): what /preise answers, nothing fetched later. */
async function serverHtmlReader(browser: Browser): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled: false })).newPage();
}

/** Whether /preise (or `path`) shows `text` in its server HTML. */
async function serverShows(reader: Page, path: string, text: string): Promise<boolean> {
  await reader.goto(path);
  return (await reader.getByText(text, { exact: true }).count()) > 0;
}

test('a price changed as a draft: /preise unchanged, the preview link and the changes show it, publishing makes it live, the history lists both', async ({
  page,
  browser,
  request,
}) => {
  const name = `Entwurfspaket ${RUN}`;
  const reader = await serverHtmlReader(browser);
  await logIn(page);
  await openTab(page, 'Preise');

  // A package of this test, published at once.
  await page.getByRole('button', { name: 'Neues Paket' }).click();
  const create = dialog(page, 'Neues Paket');
  await field(create, 'Name').fill(name);
  await field(create, 'Preis (€ pro Monat)').fill('777');
  await create.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(create).toBeHidden();
  await expect.poll(() => serverShows(reader, '/preise', '777 €')).toBe(true);
  const item = card(page, name);
  await expect(item.getByTestId('publication-status')).toHaveText('Veröffentlicht');

  // 'Entwurf speichern': the draft, the website as it was.
  await item.getByRole('button', { name: 'Bearbeiten' }).click();
  const edit = dialog(page, 'Paket bearbeiten');
  await field(edit, 'Preis (€ pro Monat)').fill('888');
  await edit.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(edit).toBeHidden();
  await expect(successBanner(page).first()).toContainText('Entwurf gespeichert');
  await expect(item.getByTestId('publication-status')).toContainText('Entwurf');
  await expect(item).toContainText('888');
  expect(await serverShows(reader, '/preise', '777 €')).toBe(true);
  expect(await serverShows(reader, '/preise', '888 €')).toBe(false);
  await shot(page, 'drafts-card', false);

  // 'Änderungen' names the price, old → new.
  await item.getByRole('button', { name: 'Änderungen' }).click();
  const changes = dialog(page, 'Änderungen gegenüber der Website');
  await expect(changes.getByTestId('change')).toHaveCount(1);
  await expect(changes.getByTestId('change')).toContainText('Preis');
  await expect(changes.getByTestId('change')).toContainText('777 → 888');
  await shot(page, 'drafts-changes', false);
  expect(await axeViolations(page, '[data-testid="changes-dialog"]')).toEqual([]);
  await changes.getByRole('button', { name: 'Schließen' }).click();

  // 'Vorschau': a signed link to /preise with the draft, for anyone holding it; marked, never indexed.
  await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
  const preview = dialog(page, 'Vorschau');
  const createLink = preview.getByRole('button', { name: 'Neuen Vorschau-Link erstellen' });
  // Clicked once the list has loaded: the dialog, centred, takes its final height then.
  await expect(preview.getByText('Noch kein gültiger Vorschau-Link.')).toBeVisible();
  await createLink.click();
  const open = preview.getByRole('link', { name: 'Vorschau öffnen' }).first();
  await expect(open).toBeVisible();
  // Enabled again once the link is made; its colour fades back in, which the check below waits out.
  await expect(createLink).toBeEnabled();
  const href = (await open.getAttribute('href')) as string;
  expect(href).toMatch(/^\/preise\?vorschau=/);
  await shot(page, 'drafts-preview-dialog', false);
  expect(await axeViolations(page, '[data-testid="preview-dialog"]')).toEqual([]);
  const answer = await request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer.headers()['cache-control']).toBe('no-store, private');
  expect(await answer.text()).not.toContain('<script>');
  await reader.goto(href);
  await expect(reader.getByTestId('preview-banner')).toContainText('Vorschau');
  await expect(reader.getByText('888 €', { exact: true })).toHaveCount(1);
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // The banner as a browser with scripts on sees it (the preview page itself has none to run), axe-clean.
  const browsing = await (await browser.newContext()).newPage();
  await browsing.goto(href);
  await expect(browsing.getByTestId('preview-banner')).toBeVisible();
  expect(await axeViolations(browsing, '[data-testid="preview-banner"]')).toEqual([]);
  await browsing.context().close();
  // The preview left the public page (and its cache) alone; a forged link opens nothing.
  expect(await serverShows(reader, '/preise', '888 €')).toBe(false);
  expect((await request.get(`${href.slice(0, -3)}AAA`)).status()).toBe(404);
  await preview.getByRole('button', { name: 'Schließen' }).click();

  // 'Veröffentlichen': /preise shows the new price.
  await item.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(successBanner(page).first()).toHaveText('Veröffentlicht!');
  await expect(item.getByTestId('publication-status')).toHaveText('Veröffentlicht');
  await expect.poll(() => serverShows(reader, '/preise', '888 €')).toBe(true);

  // The history lists both steps, newest first.
  await item.getByRole('button', { name: 'Verlauf' }).click();
  const history = page.getByTestId('history-panel');
  const entries = history.getByTestId('history-entry');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Veröffentlicht');
  await expect(entries.nth(0).getByTestId('history-change')).toHaveText(['Preis (€ pro Monat): 777 → 888']);
  await expect(entries.nth(1)).toContainText('Entwurf gespeichert');
  await expect(entries.nth(1).getByTestId('history-change')).toHaveText(['Preis (€ pro Monat): 777 → 888']);
  await expect(entries.nth(2)).toContainText('Angelegt');
  await shot(page, 'drafts-history', false);
  await history.getByRole('button', { name: 'Schließen' }).click();

  // The preview link can be taken back.
  await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
  await preview.getByRole('button', { name: 'Widerrufen' }).first().click();
  await expect(successBanner(preview)).toHaveText('Vorschau-Link widerrufen');
  expect((await request.get(href)).status()).toBe(404);
  await preview.getByRole('button', { name: 'Schließen' }).click();

  // Planned: 'Veröffentlichen am …' lists the plan under 'Geplant', where it is cancelled.
  await item.getByRole('button', { name: 'Bearbeiten' }).click();
  await field(edit, 'Preis (€ pro Monat)').fill('999');
  await edit.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(edit).toBeHidden();
  await item.getByRole('button', { name: 'Veröffentlichen am …' }).click();
  const schedule = dialog(page, 'Veröffentlichen am …');
  const year = new Date().getFullYear() + 1;
  await schedule.getByLabel(/^Veröffentlichen am/).fill(`${year}-01-01T00:00`);
  await schedule.getByRole('button', { name: 'Planen' }).click();
  await expect(schedule).toBeHidden();
  await expect(item.getByTestId('publication-status')).toContainText('Geplant');
  await page.getByRole('button', { name: 'Geplant', exact: true }).click();
  const plans = dialog(page, 'Geplant');
  const plan = plans.getByTestId('plan').filter({ hasText: name });
  await expect(plan).toContainText(`Veröffentlichen am 01.01.${year}, 00:00 Uhr`);
  await shot(page, 'drafts-plans', false);
  expect(await axeViolations(page, '[data-testid="plans-dialog"]')).toEqual([]);
  await plan.getByRole('button', { name: 'Absagen' }).click();
  await expect(plan).toContainText('abgesagt');
  await plans.getByRole('button', { name: 'Schließen' }).click();
  expect(await serverShows(reader, '/preise', '999 €')).toBe(false);

  // 'Geplant' across content types: the same kind of plan, seen and cancelled in the overview tab.
  await item.getByRole('button', { name: 'Veröffentlichen am …' }).click();
  await schedule.getByLabel(/^Veröffentlichen am/).fill(`${year}-02-01T12:30`);
  await schedule.getByRole('button', { name: 'Planen' }).click();
  await expect(schedule).toBeHidden();
  await openTab(page, 'Geplant');
  const planned = page
    .getByTestId('planned-screen')
    .getByTestId('plan')
    .filter({ hasText: `Preispakete: ${name}` })
    .filter({ hasText: `01.02.${year}` });
  await expect(planned).toContainText(`Veröffentlichen am 01.02.${year}, 12:30 Uhr`);
  await expect(page.getByText('Wird geladen…')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'planned-overview');
  await planned.getByRole('button', { name: 'Absagen' }).click();
  await expect(successBanner(page)).toHaveText('Geplante Veröffentlichung abgesagt');
  await expect(planned).toContainText('abgesagt');
  await openTab(page, 'Preise');
  await expect(item.getByTestId('publication-status')).not.toContainText('Geplant');

  // Tidy up for the specs after this one.
  await item.getByRole('button', { name: 'Löschen' }).click();
  await confirm(page, 'Löschen bestätigen');
  await expect(card(page, name)).toHaveCount(0);
  await reader.context().close();
});
