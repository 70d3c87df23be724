import type { Page } from '@playwright/test';
import { dialog, logIn, openTab, panel, RUN, successBanner } from './support/admin';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { storedConsent, VISITOR_USER_AGENT } from './support/public-site';

/** The row of a goal in the statistics' 'Ziele' table. */
const goalRow = (page: Page, name: string) =>
  panel(page, 'Ziele')
    .getByTestId('goals-table')
    .getByRole('row', { name: new RegExp(name) });

/** A goal's conversions in the statistics' 'Ziele' table, after 'Aktualisieren'; null while it is not listed. */
async function conversions(page: Page, name: string): Promise<number | null> {
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  const row = goalRow(page, name);
  if (!(await row.isVisible())) return null;
  const cell = row.getByRole('cell').first();
  return Number((await cell.innerText()).replace(/\D/g, ''));
}

test('staff define a page goal in its tab, a visitor reaches it, and the statistics count the conversion', async ({
  browser,
}) => {
  const name = `Leistungen besucht ${RUN}`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff);

  // The goal, from its kind's definition: the tab 'Ziele', the dialog, published at once.
  await openTab(staff, 'Ziele');
  await staff.getByRole('button', { name: 'Neues Ziel' }).click();
  const form = dialog(staff, 'Neues Ziel');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Art').selectOption('page');
  await form.getByLabel('Seite').fill('/leistungen*');
  await form.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(staff)).toHaveText('Ziel hinzugefügt!');
  await expect(staff.getByText(name)).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);

  // The statistics list it; what other tests' visitors did is read first, so it cannot fake a pass.
  await openTab(staff, 'Statistiken');
  await expect.poll(() => conversions(staff, name), { message: 'the goal is listed' }).not.toBeNull();
  const before = (await conversions(staff, name)) ?? 0;
  expect(await axeViolations(staff, '[data-testid="goals-table"]')).toEqual([]);

  // A visitor with consent opens a page under /leistungen.
  const visitorContext = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Alle Cookies akzeptieren' }).click();
  await expect
    .poll(() => storedConsent(visitor), { message: 'the decision is stored' })
    .toMatchObject({
      analytics: true,
    });
  await visitor.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Leistungen' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsere Leistungen' })).toBeVisible();

  // The pipeline is asynchronous: 'Aktualisieren' until the conversion arrives.
  await expect
    .poll(() => conversions(staff, name), {
      timeout: 30_000,
      intervals: [500, 1000, 2000],
      message: 'the visit counts',
    })
    .toBeGreaterThanOrEqual(before + 1);
  await expect(goalRow(staff, name)).toContainText('%');

  await visitorContext.close();
  await staffContext.close();
});
