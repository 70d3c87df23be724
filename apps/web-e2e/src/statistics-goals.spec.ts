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

/** The sessions at each step of a funnel in the statistics' 'Trichter', after 'Aktualisieren'; [] while not listed. */
async function funnelSessions(page: Page, name: string): Promise<number[]> {
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  const funnel = panel(page, 'Trichter').getByTestId('funnel').filter({ hasText: name });
  if (!(await funnel.isVisible())) return [];
  const rows = funnel.getByRole('table').first().locator('tbody tr');
  const counts: number[] = [];
  for (const row of await rows.all())
    counts.push(Number((await row.getByRole('cell').first().innerText()).replace(/\D/g, '')));
  return counts;
}

test('staff define a page goal, a 404 goal and a three-step funnel, a visitor goes the way, and the statistics count it', async ({
  browser,
}) => {
  const name = `Leistungen besucht ${RUN}`;
  const funnelName = `Weg zu den Leistungen ${RUN}`;
  const notFoundName = `Seite nicht gefunden ${RUN}`;
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

  // A goal of a type the tracker reports on its own: a visit of the 404 page, picked by its German name.
  await staff.getByRole('button', { name: 'Neues Ziel' }).click();
  const notFoundForm = dialog(staff, 'Neues Ziel');
  await notFoundForm.getByRole('textbox', { name: 'Name', exact: true }).fill(notFoundName);
  await notFoundForm.getByLabel('Art').selectOption({ label: 'Aufruf der 404-Seite' });
  expect(await axeViolations(staff)).toEqual([]);
  await notFoundForm.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(staff)).toHaveText('Ziel hinzugefügt!');
  await expect(staff.getByText(notFoundName)).toBeVisible();

  // The funnel, beside the goals: the home page, the goal by its name (a service page), then the contact page.
  await staff.getByRole('tab', { name: 'Trichter' }).click();
  await staff.getByRole('button', { name: 'Neuer Trichter' }).click();
  const funnelForm = dialog(staff, 'Neuer Trichter');
  await funnelForm.getByRole('textbox', { name: 'Name', exact: true }).fill(funnelName);
  await funnelForm.getByLabel('Schritte').fill(`/\n${name}\n/kontakt`);
  await funnelForm.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(staff)).toHaveText('Trichter hinzugefügt!');
  await expect(staff.getByText(funnelName)).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);

  // The statistics list it; what other tests' visitors did is read first, so it cannot fake a pass.
  await openTab(staff, 'Statistiken');
  await expect.poll(() => conversions(staff, name), { message: 'the goal is listed' }).not.toBeNull();
  const before = (await conversions(staff, name)) ?? 0;
  await expect.poll(() => funnelSessions(staff, funnelName), { message: 'the funnel is listed' }).toHaveLength(3);
  const funnelBefore = await funnelSessions(staff, funnelName);
  await expect.poll(() => conversions(staff, notFoundName), { message: 'the 404 goal is listed' }).not.toBeNull();
  const notFoundBefore = (await conversions(staff, notFoundName)) ?? 0;
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

  await visitor.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(visitor).toHaveURL(/\/kontakt$/);

  // The pipeline is asynchronous: 'Aktualisieren' until the conversion arrives.
  await expect
    .poll(() => conversions(staff, name), {
      timeout: 30_000,
      intervals: [500, 1000, 2000],
      message: 'the visit counts',
    })
    .toBeGreaterThanOrEqual(before + 1);
  await expect(goalRow(staff, name)).toContainText('%');
  // The visitor's session went '/', '/leistungen' (the goal), '/kontakt': each step counts it once more.
  await expect
    .poll(() => funnelSessions(staff, funnelName), { timeout: 30_000, message: 'the session counts at each step' })
    .toEqual(funnelBefore.map((sessions) => sessions + 1));
  expect(await axeViolations(staff, '[data-testid="funnel"]')).toEqual([]);

  // The visitor follows a dead link: the 404 page's own signal meets the 404 goal.
  await visitor.goto(`/gibt-es-nicht-${RUN}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => conversions(staff, notFoundName), { timeout: 30_000, message: 'the 404 visit counts' })
    .toBeGreaterThanOrEqual(notFoundBefore + 1);

  await visitorContext.close();
  await staffContext.close();
});
