import path from 'node:path';
import type { Browser, Locator, Page, Request, Route } from '@playwright/test';
import { E2E_SCREENSHOTS, OFFER_REQUEST_MIN_FILL_MS } from './e2e-env';
import { expect } from './fixtures';

/** Headless Chromium calls itself 'HeadlessChrome', which the intake drops as a bot. */
export const VISITOR_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The paths of the indexable pages sitemap.xml lists, home first. */
export const SITEMAP = ['/', '/leistungen', '/preise', '/portfolio', '/faq', '/kontakt', '/impressum', '/datenschutz'];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** A visitor's page whose browser sends the Global Privacy Control signal (header and navigator property). */
export async function gpcPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    userAgent: VISITOR_USER_AGENT,
    extraHTTPHeaders: { 'Sec-GPC': '1' },
  });
  const page = await context.newPage();
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
  );
  return page;
}

const screenshots = path.join(__dirname, '..', '..', 'screenshots');
/**
 * Saves a screenshot; for a full page, scrolls through it first (scroll-triggered behaviour) and has every
 * lazy picture loaded and decoded, so the picture shows the page as a visitor scrolling down would see it.
 */
export async function shot(page: Page, name: string, fullPage = true) {
  if (!E2E_SCREENSHOTS) return;
  if (fullPage) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
      for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    });
    await page.waitForLoadState('networkidle');
  }
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage });
}

export interface Tracked {
  url: string;
  body: Record<string, unknown>;
}

/** Every tracking call the page makes (keepalive requests are read on 'request'). */
export function recordTracking(page: Page): Tracked[] {
  const calls: Tracked[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/track/') || request.method() !== 'POST') return;
    let body: Record<string, unknown> = {};
    try {
      body = request.postDataJSON() as Record<string, unknown>;
    } catch {
      // A beacon body Playwright cannot parse: keep the call, without its body.
    }
    calls.push({ url: url.pathname, body });
  });
  return calls;
}

/** The consent decision the page has stored (null before there is one); presetConsent writes the same key. */
export const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));

/** Stores a consent decision before the page loads, so the banner stays away. */
export async function presetConsent(page: Page, analytics: boolean) {
  await page.addInitScript((value) => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: value,
        marketing: false,
        timestamp: new Date().toISOString(),
        revision: 1,
      }),
    );
  }, analytics);
}

export const OFFER_FIELDS = {
  Name: 'Erika Musterfrau',
  'E-Mail': 'erika@example.de',
  Telefon: '+49 431 123456',
  Unternehmen: 'Muster GmbH',
  Adresse: 'Hafenstraße 5',
  PLZ: '24103',
  Ort: 'Kiel',
} as const;

/**
 * Fills the offer form in `scope` (the offer page or the offer dialog): each text field by its label, the
 * service when one is given, and the message.
 */
export async function fillOfferForm(
  scope: Page | Locator,
  { fields = OFFER_FIELDS, service, message }: { fields?: Record<string, string>; service?: string; message: string },
) {
  for (const [label, value] of Object.entries(fields))
    await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
  if (service) await scope.getByLabel('Gewünschte Leistung').selectOption(service);
  await scope.getByLabel('Ihre Nachricht').fill(message);
}

/** A server failure as the request forms' post may meet it. */
export const SERVER_FAILED = { status: 500, json: { statusCode: 500, message: 'kaputt' } };

/** The request forms' posts (POST /api/offer-request) get `answer` instead of reaching the api. */
export async function answerOfferRequests(page: Page, answer: Parameters<Route['fulfill']>[0]): Promise<void> {
  await page.route('**/api/offer-request', (route) =>
    route.request().method() === 'POST' ? route.fulfill(answer) : route.continue(),
  );
}

/**
 * Opens a page and waits until the code due at its load has run (the tracker listens, the consent banner is
 * due); its other islands run on a visitor's first use, which the loader gives the click or key that woke them.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Opens a page with its clock (`page.clock`) standing still from before its first script: the page's timers
 * (the cookie banner's delay, the tracker's intervals) fire only as the test advances the clock with
 * `page.clock.runFor`; `page.clock.resume()` lets it run again.
 */
export async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const response = await page.goto(path);
  // The page adds its script on the next animation frame (html-document.ts): one frame of page time.
  await page.clock.runFor(20);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** Whether the focus is on the element or inside it. */
export const holdsFocus = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

/**
 * An accordion question by its text: the `<details>` that holds it (open while its answer shows) and the
 * `<summary>` a visitor clicks or presses Enter or Space on.
 */
export function faqQuestion(page: Page, text: string): { details: Locator; summary: Locator } {
  const details = page.locator('details').filter({ has: page.locator('summary', { hasText: text }) });
  return { details, summary: details.locator('summary') };
}

/** The render token of the api's form-token answer (`GET /api/offer-request/form-token`). */
export async function formTokenIn(answer: { json(): Promise<unknown> }): Promise<string> {
  return ((await answer.json()) as { token: string }).token;
}

/**
 * Waits until the form's render tokens are older than the spam shield's minimum fill time on the api's clock, as
 * a person's would be: a token carries its issue time (base 36, before the first dot), and the api runs on this
 * machine.
 */
export async function tokensPastMinimumFill(...tokens: string[]): Promise<void> {
  const issued = tokens.map((token) => parseInt(token.split('.')[0] ?? '', 36));
  expect(issued.length > 0 && issued.every(Number.isFinite), `render tokens: ${tokens.join(', ')}`).toBe(true);
  const issuedAt = Math.max(...issued);
  await expect
    .poll(() => Date.now() - issuedAt, {
      message: 'the form tokens are older than the minimum fill time',
      timeout: OFFER_REQUEST_MIN_FILL_MS + 10_000,
    })
    .toBeGreaterThan(OFFER_REQUEST_MIN_FILL_MS);
}
