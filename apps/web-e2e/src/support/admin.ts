import path from 'node:path';
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { E2E_ADMIN, E2E_SCREENSHOTS } from './e2e-env';
import { expect } from './fixtures';
import { formTokenIn, tokensPastMinimumFill, VISITOR_USER_AGENT } from './public-site';

export interface Credentials {
  username: string;
  password: string;
}

export type PermissionMap = Partial<Record<string, boolean>>;

/**
 * Tells this run's records apart from the seed and from other runs' (the data directory is fresh, but names
 * must still be unique per test, and the MariaDB server is shared); the worker's number keeps two workers
 * started in the same millisecond apart.
 */
export const RUN = `${Date.now().toString(36).slice(-5)}${process.env.TEST_WORKER_INDEX ?? ''}`;

// Not under test-results: Playwright empties that folder at the start of every run, also a parallel one.
const screenshots = path.join(__dirname, '..', '..', 'screenshots', 'admin');

/** Saves a screenshot of the admin screen (full page by default) for a human look. */
export async function shot(page: Page, name: string, fullPage = true) {
  if (!E2E_SCREENSHOTS) return;
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
export async function logIn(
  page: Page,
  credentials: Credentials = E2E_ADMIN,
  roleLabel = credentials === E2E_ADMIN ? 'Administrator' : 'Mitarbeiter',
) {
  await page.goto('/admin');
  await submitLogin(page, credentials);
  await expect(page.getByTestId('role-label')).toHaveText(roleLabel);
}

export const nav = (page: Page): Locator => page.getByRole('navigation', { name: 'Verwaltung' });

/** A tab of the left navigation: a link to the tab's own address. */
export const tabLink = (page: Page, label: string): Locator =>
  nav(page).getByRole('link', { name: new RegExp(`^${label}`) });

/** Clicks a tab of the left navigation and waits for its label in the header. */
export async function openTab(page: Page, label: string) {
  await tabLink(page, label).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
}

/** A screen's panel by its heading (System: 'Buchhaltungsdatenbank (MySQL)', 'Aufbewahrung'; Backend: ...). */
export function panel(page: Page, title: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** The labels of the navigation's tabs, in order (without the unread badge). */
export async function tabLabels(page: Page): Promise<string[]> {
  const links = nav(page).getByRole('link');
  const labels: string[] = [];
  for (const link of await links.all()) {
    labels.push(
      (
        await link.evaluate((el) =>
          [...el.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.textContent)
            .join(''),
        )
      ).trim(),
    );
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
/** Publishes the screen's document ('Veröffentlichen') and waits for the success message `saved`. */
export async function publish(page: Page, saved: string) {
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(successBanner(page)).toHaveText(saved);
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

/**
 * The headers of a set-up write of content or settings through the admin api: `headers` plus the If-Match of
 * the version the server holds now (every such write needs it), read as the back-office reads it: a
 * document's `version`, an item's in its collection's list.
 */
export async function basedOnCurrent(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
): Promise<Record<string, string>> {
  const resource = path.replace(/\/(draft|publish|restore)$/, '');
  const own = await request.get(resource, { headers });
  const body = own.ok() ? ((await own.json()) as { version?: unknown }) : {};
  let version = typeof body.version === 'number' ? body.version : undefined;
  if (version === undefined) {
    const slash = resource.lastIndexOf('/');
    const list = (await (await request.get(resource.slice(0, slash), { headers })).json()) as Record<string, unknown>;
    const id = resource.slice(slash + 1);
    for (const value of Object.values(list))
      if (Array.isArray(value)) {
        const item = value.find((entry: { id?: unknown }) => entry?.id === id) as { version?: number } | undefined;
        version ??= item?.version;
      }
  }
  expect(version, `the version of ${path}`).toBeDefined();
  return { ...headers, 'If-Match': `"${version}"` };
}

/** Creates a staff account through the admin api; returns its id. */
export async function createStaff(
  request: APIRequestContext,
  user: Credentials & { email: string; role?: 'admin' | 'editor'; permissions: PermissionMap },
): Promise<string> {
  const token = await apiToken(request);
  const response = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'editor', ...user },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** An offer request's fields as the public forms fill them, with `fields` in place of the defaults. */
export function offerRequestFields(fields: Record<string, string>): Record<string, string> {
  return {
    phone: '+49 40 123456',
    company: 'Test GmbH',
    address: 'Hafenstraße 1',
    zip: '20095',
    town: 'Hamburg',
    service: 'SEO-Audit',
    budget: 'unter 1.000 €',
    message: 'Bitte um ein Angebot.',
    ...fields,
  };
}

/**
 * Offer requests as the public forms send them (the public api, no staff token): each with a form token of
 * its own, sent once the tokens are older than the spam shield's minimum fill time, as a person's would be.
 * All tokens are fetched first, so a batch waits that time once.
 */
export async function sendOfferRequest(request: APIRequestContext, ...requests: Record<string, string>[]) {
  const tokens: string[] = [];
  for (let i = 0; i < requests.length; i++) {
    const issued = await request.get('/api/offer-request/form-token');
    expect(issued.ok(), await issued.text()).toBe(true);
    tokens.push(await formTokenIn(issued));
  }
  await tokensPastMinimumFill(...tokens);
  for (const [i, fields] of requests.entries()) {
    const response = await request.post('/api/offer-request', {
      data: { ...offerRequestFields(fields), form_token: tokens[i] },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/**
 * Deletes every offer request of this worker's api, so a spec that counts them (tiles, badges, rows) sees
 * only its own, whatever ran before it on the same api (the public forms send requests, too).
 */
export async function deleteAllOfferRequests(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  // The inbox answers a page at a time: the first page again until it is empty.
  for (;;) {
    const listed = await request.get('/api/admin/offer-requests?limit=200', { headers });
    expect(listed.ok(), await listed.text()).toBe(true);
    const { requests } = (await listed.json()) as { requests: { id: string }[] };
    if (requests.length === 0) return;
    for (const { id } of requests) {
      const deleted = await request.delete(`/api/admin/offer-requests/${id}`, { headers });
      expect(deleted.ok(), await deleted.text()).toBe(true);
    }
  }
}

/** The content card of a collection screen with the given title. */
export const card = (page: Page, title: string) =>
  page.getByTestId('content-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * Holds the next `method` call to `path` in the browser until `release()`: the test can act while a save
 * is on its way (`arrived` resolves once the call was made). The call then goes to the server unchanged.
 */
export async function holdNext(page: Page, method: string, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let held = false;
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      // Only the first such call is held; the route stays, letting every later call through untouched.
      if (held || route.request().method() !== method) return route.fallback();
      held = true;
      arrive();
      await released;
      return route.fallback();
    },
  );
  return { arrived, release };
}

/** The next answer to `GET path` (the reload a screen makes after a save). */
export const nextLoad = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'GET');

/** Whether an element's text sits on one line and fits its box (no wrap, no overflow). */
export async function fitsOnOneLine(locator: Locator): Promise<{ oneLine: boolean; fits: boolean }> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    return {
      oneLine: lines <= 1 && el.getBoundingClientRect().height < lineHeight * 1.5,
      fits: el.scrollWidth <= el.clientWidth + 1,
    };
  });
}

/** Whether the page scrolls sideways (something wider than the viewport). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** On a narrow screen the navigation is a drawer: open it, pick the tab, wait for its label in the header. */
export async function openTabMobile(page: Page, label: string) {
  await page.getByRole('button', { name: 'Navigation öffnen' }).click();
  await tabLink(page, label).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
}

/**
 * Clicks a tab of the navigation at any width (opening the drawer first on a phone; 'Mein Konto' in the account
 * navigation) and waits until the tab has loaded and every transition of the page (the drawer closing) ended.
 */
export async function openTabAnyWidth(page: Page, label: string) {
  const menu = page.getByRole('button', { name: 'Navigation öffnen' });
  if (await menu.isVisible()) await menu.click();
  const link =
    label === 'Mein Konto'
      ? page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: label })
      : tabLink(page, label);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  await expect(page.getByRole('status').filter({ hasText: /geladen…|Wird geladen/ })).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * Elements of the screen that stick out past the right edge of the viewport (and are not inside a box
 * that scrolls or clips them): on a phone these make the page scroll sideways or cut controls off.
 */
export const wideElements = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll('main *, header *')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1) continue;
      let contained = false;
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          contained = parent.getBoundingClientRect().right <= width + 1;
          break;
        }
      }
      if (!contained)
        found.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} „${(el.textContent ?? '').trim().slice(0, 40)}“ bis ${Math.round(rect.right)} px`,
        );
    }
    return found.slice(0, 10);
  });

/**
 * Switches 'Cookielose Zählung ohne Einwilligung' (Tracking) on or off through the admin api, for specs
 * whose visitors decline analytics and should still count, and waits until the intake follows: a probe page
 * view without a session id is taken (on) or answered no_consent (off).
 */
export async function setCountingWithoutConsent(request: APIRequestContext, on: boolean) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const { config } = (await (await request.get('/api/admin/tracking-config', { headers })).json()) as {
    config: Record<string, unknown>;
  };
  const saved = await request.post('/api/admin/tracking-config', {
    headers: await basedOnCurrent(request, headers, '/api/admin/tracking-config'),
    data: { ...config, cookielessCounting: { enabled: on } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const probe = await request.post('/api/track/pageview', {
          headers: { 'user-agent': VISITOR_USER_AGENT },
          data: { page_path: '/e2e-zaehlweise' },
        });
        return ((await probe.json()) as { accepted?: boolean }).accepted;
      },
      { message: `the intake counts page views without consent: ${on}`, timeout: 20_000 },
    )
    .toBe(on);
}
