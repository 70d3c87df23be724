import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './e2e-env';

export interface Credentials {
  username: string;
  password: string;
}

export type PermissionMap = Partial<Record<string, boolean>>;

/** Tells this run's records apart from the seed and from other runs' (the data directory is fresh, but names must still be unique per test). */
export const RUN = Date.now().toString(36).slice(-5);

// Not under test-results: Playwright empties that folder at the start of every run, also a parallel one.
const screenshots = path.join(__dirname, '..', '..', 'screenshots', 'admin');

/** Saves a screenshot of the admin screen (full page by default) for a human look. */
export async function shot(page: Page, name: string, fullPage = true) {
  // A full-page capture of a scrolled page shifts the sticky header and navigation.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage, animations: 'disabled' });
}

/** The login form of /admin, filled and sent. */
export async function submitLogin(page: Page, credentials: Credentials) {
  await page.getByLabel('Benutzername').fill(credentials.username);
  await page.getByLabel('Passwort').fill(credentials.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Opens /admin and logs in; resolves once the shell shows its role label. */
export async function logIn(page: Page, credentials: Credentials = E2E_ADMIN, roleLabel = credentials === E2E_ADMIN ? 'Administrator' : 'Mitarbeiter') {
  await page.goto('/admin');
  await submitLogin(page, credentials);
  await expect(page.getByTestId('role-label')).toHaveText(roleLabel);
}

export const nav = (page: Page): Locator => page.getByRole('navigation', { name: 'Verwaltung' });

/** Clicks a tab of the left navigation and waits for its label in the header. */
export async function openTab(page: Page, label: string) {
  await nav(page).getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
}

/** The labels of the navigation's tabs, in order (without the unread badge). */
export async function tabLabels(page: Page): Promise<string[]> {
  const buttons = nav(page).getByRole('button');
  const labels: string[] = [];
  for (const button of await buttons.all()) {
    labels.push((await button.evaluate((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join(''))).trim());
  }
  return labels;
}

/** The text of the green or red banner (without its 'Schließen' button). */
export const successBanner = (scope: Page | Locator) => scope.getByTestId('banner-success').locator('p');
export const errorBanner = (scope: Page | Locator) => scope.getByTestId('banner-error').locator('p');
/** Closes the screen's success banner, so the next save's (same) message is really the next save's. */
export async function clearBanner(page: Page) {
  await page.getByTestId('banner-success').getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByTestId('banner-success')).toHaveCount(0);
}
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Confirms the open confirmation dialog with its danger button. */
export async function confirm(page: Page, title: string, button = 'Löschen') {
  const box = dialog(page, title);
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: button, exact: true }).click();
  await expect(box).toBeHidden();
}

/** A bearer token for set-up calls the test is not about (e.g. creating the editor account). */
export async function apiToken(request: APIRequestContext, credentials: Credentials = E2E_ADMIN): Promise<string> {
  const response = await request.post('/api/admin/login', { data: credentials });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Creates a staff account through the admin api; returns its id. */
export async function createStaff(request: APIRequestContext, user: Credentials & { email: string; role?: 'admin' | 'editor'; permissions: PermissionMap }): Promise<string> {
  const token = await apiToken(request);
  const response = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'editor', ...user },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** An offer request as the public forms send it (the public api, no staff token). */
export async function sendOfferRequest(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/offer-request', {
    data: { phone: '+49 40 123456', company: 'Test GmbH', address: 'Hafenstraße 1', zip: '20095', town: 'Hamburg', service: 'SEO-Audit', budget: 'unter 1.000 €', message: 'Bitte um ein Angebot.', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The content card of a collection screen with the given title. */
export const card = (page: Page, title: string) => page.getByTestId('content-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
