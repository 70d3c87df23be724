import type { Page } from '@playwright/test';
import { pauseClock, queuedTasksRun, requestsSeen, scrollToEnd } from './support/barriers';
import { expect, test } from './support/fixtures';
import {
  answerOfferRequests,
  faqQuestion,
  gpcPage,
  holdsFocus,
  OFFER_FIELDS,
  open,
  openWithPausedClock,
  presetConsent,
  recordTracking,
  SERVER_FAILED,
  shot,
  storedConsent,
  VIEWPORTS,
  VISITOR_USER_AGENT,
} from './support/public-site';

test.use({ userAgent: VISITOR_USER_AGENT });
// Each test stands alone (its own page, nothing it changes is read by another): the tests of this file
// spread over the workers, which evens out their load.
test.describe.configure({ mode: 'parallel' });

async function fillOffer(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Unverbindliches Angebot anfragen' });
  // Required fields carry a '*' in their label, outside their accessible name.
  for (const [label, value] of Object.entries(OFFER_FIELDS))
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  await dialog.getByLabel('Budget').selectOption('2.500 - 5.000 €');
  await dialog.getByLabel('Ihre Nachricht').fill('Wir brauchen eine neue Website mit Online-Terminbuchung.');
  return dialog;
}

/**
 * Reads to the end of the page and goes on to Portfolio through the site's navigation (the menu on a phone);
 * then six seconds of page time (a time update would come every 5 s), and every call made so far is seen.
 */
async function readOnToPortfolio(page: Page, device: string) {
  await scrollToEnd(page);
  if (device === 'mobile') await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page
    .getByRole('navigation', { name: device === 'mobile' ? 'Mobile Navigation' : 'Hauptnavigation' })
    .getByRole('link', { name: 'Portfolio' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Portfolio');
  await page.clock.runFor(6000);
  await requestsSeen(page);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`flows at ${device} width`, () => {
    test.use({ viewport });

    test('header: transparent over the home hero until 10 px of scroll; mobile menu closes on a link', async ({
      page,
    }) => {
      await presetConsent(page, false);
      await open(page, '/');
      const header = page.getByRole('banner');
      await expect(header).toHaveAttribute('data-transparent', 'true');
      await page.mouse.wheel(0, 400);
      await expect(header).toHaveAttribute('data-transparent', 'false');
      await open(page, '/faq');
      await expect(header).toHaveAttribute('data-transparent', 'false');
      if (device === 'mobile') {
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
        const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
        await shot(page, `${device}-mobile-menu`, false);
        await menu.getByRole('link', { name: 'Abo-Preise' }).click();
        await expect(page).toHaveURL(/\/preise$/);
        await expect(menu).toBeHidden();
      } else {
        await page
          .getByRole('navigation', { name: 'Hauptnavigation' })
          .getByRole('link', { name: 'Portfolio' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Portfolio & Referenzen' })).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => window.scrollY), { message: 'the new page starts at the top' })
          .toBe(0);
      }
    });

    test('offer dialog from the services tabs: preselected service, thank-you for 3 s, then reset and closed', async ({
      page,
    }) => {
      await presetConsent(page, false);
      // The page's clock: the thank-you panel's 3 s are counted in page time, not the test's.
      await page.clock.install();
      await open(page, '/leistungen');
      const tabs = page.getByRole('tablist', { name: 'Kernleistungen' });
      await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await tabs.getByRole('tab', { name: 'SEO-Audit' }).click();
      await expect(page.getByRole('tabpanel')).toContainText('SEO-Audit');
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/offer-request') && r.method() === 'POST');
      await page.getByRole('tabpanel').getByRole('button', { name: 'Unverbindliches Angebot anfragen' }).click();
      const dialog = await fillOffer(page);
      await expect(dialog.getByLabel('Gewünschte Leistung')).toHaveValue('SEO-Audit');
      await expect(dialog).toContainText('24 Stunden');
      await expect(dialog.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
      await shot(page, `${device}-offer-dialog`, false);
      // From here page time passes only when the test says so.
      await pauseClock(page);
      await dialog.getByRole('button', { name: 'Anfrage absenden' }).click();
      await expect(dialog.getByText('Vielen Dank für Ihre Anfrage!')).toBeVisible();
      await shot(page, `${device}-offer-dialog-thanks`, false);
      const payload = (await sent).postDataJSON() as Record<string, unknown>;
      expect(payload).toMatchObject({
        ...{ name: 'Erika Musterfrau', email: 'erika@example.de', company: 'Muster GmbH', zip: '24103', town: 'Kiel' },
        service: 'SEO-Audit',
        budget: '2.500 - 5.000 €',
        website: '',
      });
      expect(String(payload.form_token)).toMatch(/\./);
      // The thank-you panel stays 3 s, then the dialog closes by itself: still open after
      // 2.4 s of page time, closed by 4.5 s. Its timer is set by an effect of the render that showed the
      // panel; that has run once the tasks queued then have.
      await queuedTasksRun(page);
      await page.clock.runFor(2400);
      await expect(dialog).toBeVisible();
      await page.clock.runFor(2100);
      await expect(dialog).toBeHidden();
      await page.clock.resume();
      // Opened again: the form is empty.
      await page.getByRole('button', { name: 'Kostenlose Beratung vereinbaren' }).first().click();
      await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('offer dialog failure: the alert, the dialog open and the data kept', async ({ page }) => {
      await presetConsent(page, false);
      await answerOfferRequests(page, SERVER_FAILED);
      await open(page, '/leistungen');
      await page
        .getByRole('button', { name: /^Details ansehen: / })
        .first()
        .click();
      const dialog = await fillOffer(page);
      await dialog.getByRole('button', { name: 'Anfrage absenden' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Es gab einen Fehler beim Senden Ihrer Anfrage. Bitte versuchen Sie es später erneut.',
      );
      await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(OFFER_FIELDS.Name);
      await expect(dialog.getByLabel('Ihre Nachricht')).not.toHaveValue('');
      await shot(page, `${device}-offer-dialog-error`, false);
    });

    test('contact enquiry: sending state, success, cleared to defaults; payload per spec', async ({ page }) => {
      await presetConsent(page, false);
      await open(page, '/kontakt');
      await page.getByRole('button', { name: 'Formular ausfüllen' }).click();
      const form = page.locator('#contact-form');
      for (const [label, value] of Object.entries(OFFER_FIELDS))
        await form.getByRole('textbox', { name: label, exact: true }).fill(value);
      await form.getByLabel('Land').selectOption('Österreich');
      await form.getByLabel('Projektart').selectOption('ecommerce');
      await form.getByLabel('Zeitrahmen').selectOption('In 3-6 Monaten');
      await form.getByLabel('Projektbeschreibung').fill('Ein Online-Shop für unsere Feinkost.');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let payload: Record<string, unknown> = {};
      await page.route('**/api/offer-request', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        payload = route.request().postDataJSON();
        await held;
        await route.continue();
      });
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(form.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
      release();
      await expect(form.getByText('Vielen Dank!')).toBeVisible();
      expect(payload).toMatchObject({
        country: 'Österreich',
        service: 'Online-Shop',
        budget: 'Nicht angegeben',
        message: 'Ein Online-Shop für unsere Feinkost.\n\nZeitrahmen: In 3-6 Monaten',
        website: '',
      });
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
      await expect(form.getByLabel('Land')).toHaveValue('Deutschland');
      await shot(page, `${device}-contact-success`);
      await expect(page.getByRole('link', { name: 'Jetzt anrufen' })).toHaveAttribute('href', /^tel:\+49/);
      await expect(page.getByText('Montag – Freitag')).toBeVisible();
    });

    test('home: package dialog, case study dialog, testimonials; dialogs by keyboard', async ({ page }) => {
      await presetConsent(page, false);
      await open(page, '/');
      await page.getByRole('button', { name: 'Details ansehen: Corporate Website' }).click();
      const pkg = page.getByRole('dialog', { name: 'Corporate Website' });
      await expect(pkg).toContainText('All-in-One');
      await expect(pkg).toContainText('4-8 Wochen');
      await shot(page, `${device}-package-dialog`, false);
      await pkg.getByRole('button', { name: 'Jetzt unverbindlich anfragen' }).click();
      // A website with a headless CMS is none of the dialog's choices (never 'Website ohne CMS'); the
      // message names the package (the mapping in libs/contracts, reviewed per package).
      const offer = page.getByRole('dialog', { name: 'Unverbindliches Angebot anfragen' });
      await expect(offer.getByLabel('Gewünschte Leistung')).toHaveValue('Sonstiges');
      await expect(offer.getByLabel('Ihre Nachricht')).toHaveValue(
        'Ich interessiere mich für das Paket „Corporate Website“.',
      );
      await page.keyboard.press('Escape');
      // The monthly SEO & Content package is not the one-off SEO audit.
      await page.getByRole('button', { name: 'Details ansehen: SEO & Content Paket' }).click();
      await page
        .getByRole('dialog', { name: 'SEO & Content Paket' })
        .getByRole('button', { name: 'Jetzt unverbindlich anfragen' })
        .click();
      await expect(offer.getByLabel('Gewünschte Leistung')).toHaveValue('Sonstiges');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Details ansehen: Social Media Management' }).click();
      await page
        .getByRole('dialog', { name: 'Social Media Management' })
        .getByRole('button', { name: 'Jetzt unverbindlich anfragen' })
        .click();
      await expect(offer.getByLabel('Gewünschte Leistung')).toHaveValue('Social Media Content');
      await page.keyboard.press('Escape');

      const opener = page.getByRole('button', { name: 'Case Study lesen: Tischlerei Hansen' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const study = page.getByRole('dialog', { name: /Empfehlungsgeschäft/ });
      await expect(study).toContainText('Die Herausforderung');
      await expect(study).toContainText('Thomas Hansen');
      await shot(page, `${device}-case-study`, false);
      // Focus stays inside while tabbing, Escape closes and gives focus back.
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      await expect.poll(() => holdsFocus(study), { message: 'the focus stays in the case study dialog' }).toBe(true);
      await page.keyboard.press('Escape');
      await expect(study).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Das sagen unsere Kunden' })).toBeVisible();
      await expect(page.getByText('Cloud & DevOps')).toBeVisible();
    });

    test('pricing: ribbon, one FAQ answer open at a time, compare button', async ({ page }) => {
      await presetConsent(page, false);
      await open(page, '/preise');
      await expect(page.getByText('BELIEBTESTE WAHL')).toBeVisible();
      const first = faqQuestion(page, 'Warum beträgt die Laufzeit 2 Jahre?');
      const second = faqQuestion(page, 'Kann ich mein Paket wechseln?');
      await first.summary.click();
      await expect(first.details).toHaveAttribute('open');
      await second.summary.click();
      await expect(first.details).not.toHaveAttribute('open');
      await expect(second.details).toHaveAttribute('open');
      await second.summary.click();
      await expect(second.details).not.toHaveAttribute('open');
      await page.getByRole('link', { name: 'Pakete vergleichen' }).click();
      await expect(page).toHaveURL(/#pakete$/);
    });

    test('portfolio filter and FAQ categories', async ({ page }) => {
      await presetConsent(page, false);
      await open(page, '/portfolio');
      await expect(page.getByText('150+')).toBeVisible();
      const filter = page.getByRole('group', { name: 'Nach Kategorie filtern' });
      const grid = page.getByRole('region', { name: 'Weitere Projekte' }).getByRole('listitem');
      await expect(filter.getByRole('button', { name: 'Alle Projekte' })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => grid.count(), { message: 'the grid lists several projects' }).toBeGreaterThan(1);
      const all = await grid.count();
      await filter.getByRole('button', { name: 'Medizin & Gesundheit' }).click();
      await expect(filter.getByRole('button', { name: 'Medizin & Gesundheit' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(filter.locator('[aria-pressed="true"]')).toHaveCount(1);
      // Only the chosen category's projects are left in the grid.
      await expect.poll(() => grid.count()).toBeLessThan(all);
      for (const card of await grid.all()) await expect(card).toContainText('Medizin & Gesundheit');
      await shot(page, `${device}-portfolio-filtered`, false);
      await page
        .getByRole('button', { name: /^Details ansehen: / })
        .last()
        .click();
      await expect(page.getByRole('dialog')).toContainText('Technologien');
      await page.getByRole('button', { name: 'Schließen' }).click();

      await open(page, '/faq');
      await page.getByRole('button', { name: 'Preise & Zahlung' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Preise & Zahlung' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Allgemeines & Ablauf' })).toBeHidden();
      await faqQuestion(page, 'Wie wird bezahlt?').summary.click();
      await expect(page.getByText(/50 ?%/).first()).toBeVisible();
      await shot(page, `${device}-faq-open`, false);
    });
  });
}

test.describe('the contact form before and after its form layer', () => {
  test('plain fields first (the browser checks them); the layer keeps what was typed and the focus, its messages per field', async ({
    page,
  }) => {
    await presetConsent(page, false);
    // The form layer (react-hook-form, contract-form.ts) held back: meanwhile the form is the page's plain fields.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const layerRequests: string[] = [];
    await page.route(/\/assets\/contract-form-[\w-]+\.js$/, async (route) => {
      layerRequests.push(route.request().url());
      await held;
      await route.continue();
    });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/offer-request')) posts.push(request.url());
    });
    const response = await open(page, '/kontakt');
    // Not among the code the page loads up front.
    expect(await response?.text()).not.toMatch(/\/contract-form-/);
    const form = page.locator('#contact-form form');
    const name = form.getByRole('textbox', { name: 'Name', exact: true });

    // The browser's own required check comes first: it stops the submit and points at the field.
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(name).toBeFocused();
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);
    await expect(form.getByTestId('field-error')).toHaveCount(0);

    await name.pressSequentially('Erika');
    await expect.poll(() => layerRequests.length, { message: 'the layer is requested' }).toBeGreaterThan(0);
    await expect(form).not.toHaveAttribute('data-form-ready');
    release();
    await expect(form).toHaveAttribute('data-form-ready', 'true');
    await expect(name).toBeFocused();
    await page.keyboard.type(' Musterfrau');
    await expect(name).toHaveValue('Erika Musterfrau');

    for (const [label, value] of Object.entries(OFFER_FIELDS))
      if (label !== 'Name') await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    await form.getByLabel('Projektbeschreibung').fill('Eine neue Website.');
    const phone = form.getByRole('textbox', { name: 'Telefon', exact: true });
    await phone.fill('abc');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    // A check the browser does not make: the contract's German message, below its field.
    const message = form.getByTestId('field-error');
    await expect(message).toHaveText('Ungültige Telefonnummer');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-describedby', (await message.getAttribute('id')) as string);
    expect(posts).toEqual([]);
    await phone.fill(OFFER_FIELDS.Telefon);
    await expect(message).toHaveCount(0);
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.locator('#contact-form').getByText('Vielen Dank!')).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});

for (const [device, viewport] of Object.entries(VIEWPORTS))
  test.describe(`cookie consent and what the tracker may send (${device})`, () => {
    test.use({ viewport });

    test('the banner after 1 s; accepting all stores the decision, logs it and enables full tracking', async ({
      page,
    }) => {
      const calls = recordTracking(page);
      // The page's clock stands still: the banner comes 1 s of page time after the page appeared (a faked clock
      // reports no paint, so the page's start counts), however long its code took.
      await openWithPausedClock(page, '/');
      const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
      await expect(banner).toBeHidden();
      const pageTime = await page.evaluate(() => Math.floor(performance.now()));
      expect(pageTime).toBeLessThan(999);
      await page.clock.runFor(999 - pageTime);
      await expect(banner).toBeHidden();
      await page.clock.runFor(1);
      await expect(banner).toBeVisible();
      await page.clock.resume();
      for (const badge of ['DSGVO-konform', 'SSL-verschlüsselt', 'Transparent', 'Kein Tracking'])
        await expect(banner.getByText(badge)).toBeVisible();
      await expect(banner.getByRole('link', { name: /Datenschutz/ })).toHaveAttribute('href', '/datenschutz');
      // The banner lies over the page: nothing moves when it appears (no layout shift).
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[])
                if (!entry.hadRecentInput) sum += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(sum), 300);
          }),
      );
      expect(shift).toBe(0);
      await shot(page, `${device}-cookie-banner`, false);
      await banner.getByRole('button', { name: 'Alle Cookies akzeptieren' }).click();
      await expect(banner).toBeHidden();
      await expect
        .poll(() => storedConsent(page), { message: 'the decision is stored' })
        .toMatchObject({ necessary: true, analytics: true, marketing: true, revision: 1 });
      expect(Date.parse((await storedConsent(page)).timestamp)).not.toBeNaN();
      await expect
        .poll(() => calls.find((c) => c.url === '/api/track/cookie-consent')?.body)
        .toMatchObject({ consent_type: 'all_accepted', analytics_accepted: true, marketing_accepted: true });

      // With consent: session id, scroll milestones, tracked buttons, time updates, route change events.
      await page.mouse.wheel(0, 100_000);
      await expect
        .poll(() => calls.filter((c) => c.body.event_type === 'scroll_depth').map((c) => c.body.event_label))
        .toEqual(['25%', '50%', '75%', '100%']);
      // Milestones are sent once the tracker's configuration has loaded, which also starts its time update
      // every 5 s: five seconds of page time send one.
      await page.clock.runFor(5000);
      await expect
        .poll(() => calls.some((c) => c.url === '/api/track/time-update'), { message: 'a time update after 5 s' })
        .toBe(true);
      // A link is an ordinary page load: the page's time goes out when the browser leaves it ('pagehide').
      // Calls of a page already left are not reported to the test, so the page's leaving is announced first
      // (the real one that follows sends nothing twice).
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
      await page.getByRole('link', { name: 'Mehr erfahren: Webentwicklung' }).click();
      await expect(page).toHaveURL(/\/leistungen$/);
      await expect
        .poll(() =>
          calls.some(
            (c) => c.body.event_type === 'button_click' && String(c.body.event_label).includes('Mehr erfahren'),
          ),
        )
        .toBe(true);
      await expect
        .poll(() => calls.some((c) => c.body.event_type === 'time_on_page' && c.body.event_label === '/'))
        .toBe(true);
      // Before the decision nothing was sent (cookieless counting is off by default); every page view since
      // carries the session.
      const views = calls.filter((c) => c.url === '/api/track/pageview');
      expect(views.length).toBeGreaterThan(0);
      for (const view of views) expect(String(view.body.session_id)).toMatch(/^sess_/);
      const sessions = new Set(calls.filter((c) => c.url === '/api/track/event').map((c) => c.body.session_id));
      expect([...sessions]).toEqual([views.at(-1)?.body.session_id]);
      // The tab's session id lives in sessionStorage (sess_ prefix), the same one every call carries.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('tracking-session-id')))
        .toBe(views.at(-1)?.body.session_id);
      const updates = calls.filter((c) => c.url === '/api/track/time-update');
      expect(updates[0].body).toMatchObject({ session_id: views.at(-1)?.body.session_id });
      expect(Number(updates[0].body.time_spent)).toBeGreaterThan(0);
      // A tab is a link that works without code; the first click on it wakes the tabs' code, which takes the
      // click over, and the tracker hears of the choice.
      await page.getByRole('tablist', { name: 'Kernleistungen' }).getByRole('tab').nth(1).click();
      await expect.poll(() => calls.some((c) => c.body.event_type === 'service_expansion')).toBe(true);
      // Form start, then an uncaught error as an 'error' event.
      await page.getByRole('button', { name: 'Kostenlose Beratung vereinbaren' }).first().click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true }).fill('E');
      await expect
        .poll(() => calls.some((c) => c.body.event_type === 'form_start' && c.body.event_label === 'offer-request'))
        .toBe(true);
      // Thrown outside the evaluated function (which would catch it); not in a timer, which page.clock runs
      // inside a try/catch of its own.
      await page.evaluate(() =>
        queueMicrotask(() => {
          throw new Error('Testfehler');
        }),
      );
      await expect
        .poll(() => calls.find((c) => c.body.event_type === 'error')?.body.metadata)
        .toContain('javascript_error');
    });

    test("'Nur notwendige Cookies': no tracking call but the decision's own log entry", async ({ page }) => {
      const calls = recordTracking(page);
      await page.clock.install();
      await open(page, '/');
      // The banner comes after 1 s of page time.
      await page.clock.runFor(1000);
      await page.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
      await expect.poll(() => storedConsent(page)).toMatchObject({ analytics: false, marketing: false });
      await expect
        .poll(() => calls.find((c) => c.url === '/api/track/cookie-consent')?.body.consent_type)
        .toBe('only_necessary');
      await readOnToPortfolio(page, device);
      // With the default settings (no cookieless counting) nothing is counted without consent.
      expect(calls.map((c) => c.url)).toEqual(['/api/track/cookie-consent']);
      expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    });

    test('custom settings: one cookie list open at a time, analytics only, logged as customized; footer reopens', async ({
      page,
    }) => {
      const calls = recordTracking(page);
      await open(page, '/kontakt');
      await page.getByRole('button', { name: 'Cookie-Einstellungen anpassen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
      await expect(dialog.getByText('Erforderlich')).toBeVisible();
      await dialog.getByRole('button', { name: /Notwendige Cookies/ }).click();
      await expect(dialog.getByText('Laufzeit: 1 Jahr')).toBeVisible();
      await dialog.getByRole('button', { name: /Analyse-Cookies/ }).click();
      await expect(dialog.getByText('Laufzeit: 1 Jahr')).toBeHidden();
      await shot(page, `${device}-cookie-settings`, false);
      await dialog.getByRole('checkbox', { name: 'Analyse-Cookies' }).check({ force: true });
      await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => storedConsent(page)).toMatchObject({ analytics: true, marketing: false });
      await expect
        .poll(() => calls.find((c) => c.url === '/api/track/cookie-consent')?.body)
        .toMatchObject({ consent_type: 'customized', analytics_accepted: true, marketing_accepted: false });
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).getByRole('checkbox', { name: 'Analyse-Cookies' }),
      ).toBeChecked();
      await page.getByTestId('cookie-settings-backdrop').click({ position: { x: 5, y: 5 } });
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('a decision from an older consent revision asks again and counts as no consent meanwhile', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        if (sessionStorage.getItem('revision-test')) return;
        sessionStorage.setItem('revision-test', '1');
        localStorage.setItem(
          'cookie-consent',
          JSON.stringify({
            necessary: true,
            analytics: true,
            marketing: true,
            timestamp: '2024-01-01T00:00:00.000Z',
            revision: 0,
          }),
        );
      });
      const calls = recordTracking(page);
      await page.clock.install();
      await open(page, '/faq');
      const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
      await page.clock.runFor(1000);
      await expect(banner).toBeVisible();
      await scrollToEnd(page);
      // 5.5 s of page time (a time update would come every 5 s), then every call made so far is seen.
      await page.clock.runFor(5500);
      await requestsSeen(page);
      // The old 'analytics: true' no longer counts: nothing is sent (no cookieless counting by default).
      expect(calls.map((c) => c.url)).toEqual([]);
      await banner.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
      await expect
        .poll(() => storedConsent(page), { message: 'the decision is stored with the current revision' })
        .toMatchObject({ analytics: false, marketing: false, revision: 1 });
      // Stored with the current revision: the next page load does not ask again, also not after 1.5 s of
      // page time (the banner's delay is 1 s) and the render a banner timer would have caused.
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.clock.runFor(1500);
      await queuedTasksRun(page);
      await expect(banner).toBeHidden();
    });

    test('Global Privacy Control: only necessary cookies, logged as its own type, the banner says why; opting in then tracks', async ({
      browser,
    }) => {
      const page = await gpcPage(browser, viewport);
      const calls = recordTracking(page);
      const thirdParty: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.protocol.startsWith('http') && url.hostname !== 'localhost') thirdParty.push(r.url());
      });
      await page.clock.install();
      await open(page, '/');
      await page.clock.runFor(1000);
      const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
      await expect(banner.getByTestId('privacy-signal-note')).toHaveText(
        'Ihr Browser sendet das Signal „Global Privacy Control“. Deshalb haben wir nur notwendige Cookies aktiviert. Analyse und Marketing können Sie trotzdem erlauben.',
      );
      await shot(page, `${device}-cookie-banner-gpc`, false);
      await expect
        .poll(() => storedConsent(page))
        .toMatchObject({ analytics: false, marketing: false, gpc: true, bySignal: true });
      await readOnToPortfolio(page, device);
      expect(calls).toEqual([
        {
          url: '/api/track/cookie-consent',
          body: expect.objectContaining({
            consent_type: 'gpc_only_necessary',
            analytics_accepted: false,
            marketing_accepted: false,
          }),
        },
      ]);
      expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
      expect(thirdParty).toEqual([]);

      // The banner still asks: an opt-in made with the signal on stands, and tracking starts on this page.
      await banner.getByRole('button', { name: 'Alle Cookies akzeptieren' }).click();
      await expect(banner).toBeHidden();
      await expect
        .poll(() => storedConsent(page))
        .toMatchObject({ analytics: true, marketing: true, gpc: true, bySignal: false });
      await expect
        .poll(() => calls.map((c) => c.body.consent_type).filter(Boolean))
        .toEqual(['gpc_only_necessary', 'all_accepted']);
      await expect
        .poll(() => calls.find((c) => c.url === '/api/track/pageview')?.body, { message: 'the page is counted now' })
        .toMatchObject({ page_path: '/portfolio', session_id: expect.stringMatching(/^sess_/) });
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.clock.runFor(1500);
      await queuedTasksRun(page);
      await expect(banner).toBeHidden();
      await page.context().close();
    });
  });
