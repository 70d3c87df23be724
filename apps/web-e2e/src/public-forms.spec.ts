import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { apiToken } from './support/admin';
import { pauseClock } from './support/barriers';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  answerOfferRequests,
  fillOfferForm,
  holdsFocus,
  OFFER_FIELDS,
  open,
  presetConsent,
  SERVER_FAILED,
  tokensPastMinimumFill,
  VIEWPORTS,
  VISITOR_USER_AGENT,
} from './support/public-site';

test.use({ userAgent: VISITOR_USER_AGENT });
test.describe.configure({ mode: 'parallel' });

/** The result of a form is on screen, clear of the fixed header, and holds the focus (a screen reader reads it). */
async function expectInViewAndFocused(page: Page, result: Locator) {
  await expect(result).toBeInViewport();
  await expect.poll(() => holdsFocus(result), { message: 'the focus is on the result' }).toBe(true);
  await expect
    .poll(
      async () => {
        const header = await page.getByRole('banner').boundingBox();
        const box = await result.boundingBox();
        return Boolean(header && box && box.y >= header.y + header.height - 1);
      },
      { message: 'the result is not hidden behind the fixed header' },
    )
    .toBe(true);
}

async function fillEnquiry(page: Page, fields: Record<string, string> = OFFER_FIELDS) {
  const form = page.locator('#contact-form');
  for (const [label, value] of Object.entries(fields))
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByLabel('Projektbeschreibung').fill('Ein Online-Shop für unsere Feinkost.');
  return form;
}

/** /leistungen's offer dialog, opened from the selected service and filled in as a visitor would. */
async function offerDialogFilled(page: Page): Promise<Locator> {
  await open(page, '/leistungen');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Unverbindliches Angebot anfragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unverbindliches Angebot anfragen' });
  await fillOfferForm(dialog, { message: 'Wir brauchen eine neue Website.' });
  return dialog;
}

const TOO_MANY = {
  status: 429,
  headers: { 'Retry-After': '600' },
  json: { statusCode: 429, message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.', details: [] },
};

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`form results at ${device} width`, () => {
    test.use({ viewport });

    test('the contact form’s thanks comes into view and takes the focus', async ({ page }) => {
      await presetConsent(page, false);
      await open(page, '/kontakt');
      const form = await fillEnquiry(page);
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      const thanks = form.getByRole('status').filter({ hasText: 'Vielen Dank!' });
      await expectInViewAndFocused(page, thanks);
    });

    test('the contact form’s failure alert comes into view and takes the focus', async ({ page }) => {
      await presetConsent(page, false);
      await answerOfferRequests(page, SERVER_FAILED);
      await open(page, '/kontakt');
      const form = await fillEnquiry(page);
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText(
        'Es gab einen Fehler beim Senden Ihrer Anfrage. Bitte versuchen Sie es später erneut.',
      );
      await expectInViewAndFocused(page, alert);
    });

    test('the offer dialog’s failure alert comes into view and takes the focus', async ({ page }) => {
      await presetConsent(page, false);
      await answerOfferRequests(page, SERVER_FAILED);
      const dialog = await offerDialogFilled(page);
      await dialog.getByRole('button', { name: 'Anfrage absenden' }).click();
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText('Es gab einen Fehler beim Senden Ihrer Anfrage.');
      await expect(alert).toBeInViewport();
      await expect.poll(() => holdsFocus(alert), { message: 'the focus is on the alert' }).toBe(true);
    });

    test('the offer dialog’s thanks comes into view and takes the focus', async ({ page }) => {
      await presetConsent(page, false);
      await page.clock.install();
      const dialog = await offerDialogFilled(page);
      // The thanks closes the dialog after 3 s of page time: time stands still while the test looks at it.
      await pauseClock(page);
      await dialog.getByRole('button', { name: 'Anfrage absenden' }).click();
      const thanks = dialog.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Anfrage!' });
      await expect(thanks).toBeInViewport();
      await expect.poll(() => holdsFocus(thanks), { message: 'the focus is on the thanks' }).toBe(true);
    });

    test('a rate-limited send in the offer dialog shows the server’s message and when to try again', async ({
      page,
    }) => {
      await presetConsent(page, false);
      await answerOfferRequests(page, TOO_MANY);
      const dialog = await offerDialogFilled(page);
      await dialog.getByRole('button', { name: 'Anfrage absenden' }).click();
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText(
        'Zu viele Anfragen. Bitte versuchen Sie es später erneut. Ein neuer Versuch ist in etwa 10 Minuten möglich.',
      );
      await expect(alert).toBeInViewport();
      await expect.poll(() => holdsFocus(alert), { message: 'the focus is on the alert' }).toBe(true);
    });

    test('a rate-limited send shows the server’s message and when to try again', async ({ page }) => {
      await presetConsent(page, false);
      await answerOfferRequests(page, TOO_MANY);
      await open(page, '/kontakt');
      const form = await fillEnquiry(page);
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText(
        'Zu viele Anfragen. Bitte versuchen Sie es später erneut. Ein neuer Versuch ist in etwa 10 Minuten möglich.',
      );
      await expectInViewAndFocused(page, alert);
    });
  });
}

/** A browser without JavaScript, which records every address it asks for. */
async function withoutJavaScript(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    userAgent: VISITOR_USER_AGENT,
    viewport,
  });
  const urls: string[] = [];
  context.on('request', (request) => urls.push(decodeURIComponent(request.url().replace(/\+/g, ' '))));
  return { context, page: await context.newPage(), urls };
}

/** Lets the form's render token grow older than the spam shield's minimum fill time, as a person's would. */
async function pastMinimumFillTime(page: Page) {
  await tokensPastMinimumFill(await page.locator('input[name="form_token"]').inputValue());
}

const PERSONAL = [OFFER_FIELDS.Name, OFFER_FIELDS['E-Mail'], OFFER_FIELDS.Adresse, OFFER_FIELDS.Telefon];

/** No address the browser asked for holds the visitor's details or `name`; the browser is closed after. */
async function closeWithoutPersonalAddress(
  { context, urls }: { context: BrowserContext; urls: string[] },
  name: string,
) {
  for (const value of [...PERSONAL, name])
    expect(
      urls.filter((url) => url.includes(value)),
      `no address holds ${value}`,
    ).toEqual([]);
  await context.close();
}

/** The request the admin list holds under `name`. */
async function listedRequest(request: APIRequestContext, name: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const listed = (await (await request.get('/api/admin/offer-requests', { headers })).json()) as {
    requests: { name: string }[];
  };
  return listed.requests.find((r) => r.name === name);
}

test.describe('the site without JavaScript', () => {
  test('the contact form posts to the server and shows the thanks; nothing personal in any address; a request, not spam', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, page, urls } = await withoutJavaScript(browser, baseURL as string, VIEWPORTS.mobile);
    await page.goto('/kontakt');
    const form = await fillEnquiry(page, { ...OFFER_FIELDS, Name: 'Nora Ohneskript' });
    await form.getByLabel('Projektart').selectOption('ecommerce');
    await pastMinimumFillTime(page);
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(/\/anfrage-gesendet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('innerhalb von 24 Stunden');
    await closeWithoutPersonalAddress({ context, urls }, 'Nora Ohneskript');
    expect(await listedRequest(request, 'Nora Ohneskript')).toMatchObject({
      service: 'Online-Shop',
      source: 'contact_form',
      message: 'Ein Online-Shop für unsere Feinkost.\n\nZeitrahmen: Nicht angegeben',
    });
  });

  test('an offer request through the offer control’s own page; a wrong field comes back with the typed values', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { context, page, urls } = await withoutJavaScript(browser, baseURL as string, VIEWPORTS.desktop);
    await page.goto('/leistungen');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Unverbindliches Angebot anfragen' }).click();
    await expect(page).toHaveURL(/\/angebot$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Unverbindliches Angebot anfragen' })).toBeVisible();
    await fillOfferForm(page, {
      fields: { ...OFFER_FIELDS, Name: 'Otto Ohneskript', Telefon: 'keine Nummer' },
      service: 'SEO-Audit',
      message: 'Bitte um ein Angebot.',
    });
    await page.getByRole('button', { name: 'Anfrage absenden' }).click();
    // The server's check: the page again, the message at its field, everything typed still there.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Bitte prüfen Sie Ihre Angaben');
    await expect(alert).toBeInViewport();
    await expect(alert).toBeFocused();
    await expect(page.getByText('Ungültige Telefonnummer')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Otto Ohneskript');
    await expect(page.getByLabel('Gewünschte Leistung')).toHaveValue('SEO-Audit');
    await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+49 431 654321');
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Anfrage absenden' }).click();
    await expect(page).toHaveURL(/\/anfrage-gesendet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeVisible();
    await closeWithoutPersonalAddress({ context, urls }, 'Otto Ohneskript');
    expect(await listedRequest(request, 'Otto Ohneskript')).toMatchObject({
      service: 'SEO-Audit',
      source: 'offer_dialog',
      phone: '+49 431 654321',
    });
  });

  test('the phone menu, the FAQ answers and the service tabs work by HTML alone', async ({ browser, baseURL }) => {
    const { context, page } = await withoutJavaScript(browser, baseURL as string, VIEWPORTS.mobile);
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Leistungen' }).click();
    await expect(page).toHaveURL(/\/leistungen$/);
    const tabs = page.getByRole('tablist', { name: 'Kernleistungen' });
    await tabs.getByRole('tab', { name: 'SEO-Audit' }).click();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('SEO-Audit');
    await page.goto('/faq');
    const question = page.getByRole('main').locator('summary').first();
    const answer = page.getByRole('main').locator('details').first().locator('summary + *');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await context.close();
  });
});

/** Holds the page's code back, as a slow phone waits for it; the returned function lets it through. */
async function holdCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the form pages before the code has arrived, at ${device} width`, () => {
    test.use({ viewport });

    test('the form pages and the answer to a post are axe-clean: the offer form, the form again with its messages, the thanks', async ({
      page,
    }) => {
      await presetConsent(page, false);
      await holdCode(page);
      // Not to 'load': the held code would hold that back.
      await page.goto('/angebot', { waitUntil: 'domcontentloaded' });
      expect(await settledAxeViolations(page)).toEqual([]);
      await fillOfferForm(page, {
        fields: { ...OFFER_FIELDS, Telefon: 'keine Nummer' },
        service: 'SEO-Audit',
        message: 'Bitte um ein Angebot.',
      });
      // Sent before the code is there: the browser posts the form itself.
      await page.getByRole('button', { name: 'Anfrage absenden' }).click();
      await expect(page.getByText('Ungültige Telefonnummer')).toBeVisible();
      await expect(page.getByRole('alert')).toBeFocused();
      expect(await settledAxeViolations(page)).toEqual([]);
      await page.goto('/anfrage-gesendet', { waitUntil: 'domcontentloaded' });
      expect(await settledAxeViolations(page)).toEqual([]);
    });
  });
}

test.describe('before the code has arrived', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('a tap on the phone menu and on a service tab works at once and is kept when the code takes over', async ({
    page,
  }) => {
    await presetConsent(page, false);
    // The page's code is held back, as on a slow phone; the server's page is there.
    const release = await holdCode(page);
    // Not to 'load': the held code would hold that back.
    await page.goto('/leistungen', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('tablist', { name: 'Kernleistungen' }).getByRole('tab', { name: 'SEO-Audit' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('SEO-Audit');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(menu).toBeVisible();
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);

    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // The code adopts what the visitor did: the menu open, the chosen service selected.
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
    const tab = page.getByRole('tablist', { name: 'Kernleistungen' }).getByRole('tab', { name: 'SEO-Audit' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('SEO-Audit');
  });
});
