import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, E2E_SCREENSHOTS } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { storedConsent, VISITOR_USER_AGENT } from './support/public-site';

const screenshots = path.join(__dirname, '..', 'screenshots');
const shot = async (page: Page, name: string) => {
  if (E2E_SCREENSHOTS) await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
};

/** The figure on the 'Seitenaufrufe' card, or null while the panel shows no statistics. */
async function pageViews(page: Page): Promise<number | null> {
  const card = page.getByTestId('stat-Seitenaufrufe');
  if (!(await card.isVisible())) return null;
  return Number((await card.innerText()).replace(/\D/g, ''));
}

async function logIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();
  await expect(page.getByText('Administrator')).toBeVisible();
}

async function reloadStatistics(page: Page): Promise<number | null> {
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
  return pageViews(page);
}

test('a visitor browses with consent and staff sees the page views in the statistics', async ({ browser }) => {
  // Staff first reads the current figure, so earlier runs against the same data directory cannot fake a pass.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff);
  await expect(staff.getByText('Statistiken werden geladen…')).toBeHidden();
  const before = (await pageViews(staff)) ?? 0;

  // Headless Chromium announces itself as 'HeadlessChrome', which the intake rightly drops as a bot.
  const visitorContext = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const visitor = await visitorContext.newPage();
  // keepalive requests raise 'request' but never 'requestfinished' in Chromium, so the call is read here.
  const tracked: { path: string; sessionId: unknown }[] = [];
  visitor.on('request', (request) => {
    if (!request.url().endsWith('/api/track/pageview')) return;
    const body = request.postDataJSON() as { page_path: string; session_id?: unknown };
    tracked.push({ path: body.page_path, sessionId: body.session_id });
  });

  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Premium Webentwicklung');
  await expect(visitor.getByText('Über 12 Jahre Erfahrung')).toBeVisible();
  const acceptAll = visitor.getByRole('button', { name: 'Alle Cookies akzeptieren' });
  await expect(acceptAll).toBeVisible();
  await shot(visitor, 'home-with-cookie-banner');
  await acceptAll.click();
  await expect(acceptAll).toBeHidden();
  await expect
    .poll(() => storedConsent(visitor), { message: 'the decision is stored' })
    .toMatchObject({ necessary: true, analytics: true, marketing: true });

  await visitor.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Leistungen' }).click();
  await expect(visitor).toHaveURL(/\/leistungen$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsere Leistungen' })).toBeVisible();
  await expect(visitor).toHaveTitle(/^Leistungen \| /);
  await shot(visitor, 'leistungen');

  // Nothing before the decision (no counting without consent by default); the page consented on is counted
  // then, with the tab's session, like the next one.
  await expect.poll(() => tracked.length).toBe(2);
  expect(tracked.map((view) => view.path)).toEqual(['/', '/leistungen']);
  for (const view of tracked) expect(String(view.sessionId)).toMatch(/^sess_/);

  // The pipeline (intake, queue, worker, rollups) is asynchronous: reload until the views arrive.
  await expect
    .poll(() => reloadStatistics(staff), { timeout: 30_000, intervals: [500, 1000, 2000] })
    .toBeGreaterThanOrEqual(Math.max(2, before + 2));
  await expect(staff.getByText('Seitenaufrufe')).toBeVisible();
  await shot(staff, 'admin-statistics');

  await visitorContext.close();
  await staffContext.close();
});
