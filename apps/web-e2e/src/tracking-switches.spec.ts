import type { APIRequestContext, Browser } from '@playwright/test';
import { apiToken, basedOnCurrent, logIn, openTab, successBanner } from './support/admin';
import { requestsSeen } from './support/barriers';
import { expect, test } from './support/fixtures';
import { open, presetConsent, recordTracking, VISITOR_USER_AGENT, type Tracked } from './support/public-site';

// The tests change the worker's tracking configuration: one after the other, and it is put back afterwards.
test.describe.configure({ mode: 'serial' });

const NO_ANALYSIS_WITHOUT_CONSENT = 'Ohne Einwilligung findet keine Analyse statt.';
const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-E2ETEST1$/;

type Statistics = { enhanced_metrics: { errors: number; top_buttons: Record<string, number> } };

async function staffApi(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  return {
    config: async () =>
      (
        (await (await request.get('/api/admin/tracking-config', { headers })).json()) as {
          config: Record<string, Record<string, unknown>>;
        }
      ).config,
    save: async (config: unknown) => {
      const basedOn = await basedOnCurrent(request, headers, '/api/admin/tracking-config');
      expect((await request.post('/api/admin/tracking-config', { headers: basedOn, data: config })).ok()).toBe(true);
    },
    statistics: async () => (await (await request.get('/api/admin/statistics', { headers })).json()) as Statistics,
    /** Publishes a privacy text that says nothing is analysed without consent (another test may have changed it). */
    privacyTextClaimsNoAnalysis: async () => {
      const path = '/api/admin/legal/datenschutz';
      const { document } = (await (await request.get(path, { headers })).json()) as {
        document: { title: string; content: string };
      };
      if (document.content.includes(NO_ANALYSIS_WITHOUT_CONSENT)) return;
      const basedOn = await basedOnCurrent(request, headers, path);
      const content = `${document.content}\n\n${NO_ANALYSIS_WITHOUT_CONSENT}`;
      expect((await request.post(path, { headers: basedOn, data: { ...document, content } })).ok()).toBe(true);
    },
  };
}

/** Waits until visitors are served the configuration (the api keeps the visitor view 5 s in memory). */
async function servedToVisitors(
  request: APIRequestContext,
  check: (visitor: Record<string, Record<string, unknown>>) => boolean,
) {
  await expect
    .poll(
      async () =>
        check(
          (await (await request.get('/api/public/tracking-config')).json()) as Record<string, Record<string, unknown>>,
        ),
      {
        message: 'visitors get the changed tracking configuration',
        timeout: 20_000,
      },
    )
    .toBe(true);
}

// Each test starts from the worker's tracking configuration and puts it back, whatever it changed.
let api: Awaited<ReturnType<typeof staffApi>>;
let original: Awaited<ReturnType<typeof api.config>>;
test.beforeEach(async ({ request }) => {
  api = await staffApi(request);
  original = await api.config();
});
test.afterEach(async () => {
  await api.save(original);
});

const errorKinds = (calls: Tracked[]) =>
  calls
    .filter((c) => c.body.event_type === 'error')
    .map((c) => (JSON.parse(String(c.body.metadata)) as { error_type: string }).error_type);

/**
 * A visitor with analytics consent meets a 404, sends the enquiry form empty (the browser refuses it) and
 * follows the footer's LinkedIn link; the third-party script is answered by a stand-in.
 */
async function visit(browser: Browser) {
  const context = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const page = await context.newPage();
  await presetConsent(page, true);
  const calls = recordTracking(page);
  const scripts: string[] = [];
  const violations: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  await context.route('https://www.googletagmanager.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtagScriptRan = true;' });
  });
  await context.route('https://www.linkedin.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>LinkedIn</title>' }),
  );

  // The tracker reads its configuration when it starts, having begun to listen for the page's end.
  const trackerStarted = page.waitForResponse((response) => response.url().endsWith('/api/public/tracking-config'));
  const missing = await open(page, '/gibt-es-nicht');
  expect(missing?.status()).toBe(404);
  await trackerStarted;
  // On to the home page inside the site: the time on the 404 page is sent once the tracker has its
  // configuration, and whatever the 404 page signalled was decided before it. The link is an ordinary page
  // load: the time goes out when the browser leaves the page ('pagehide'); calls of a page already left are not
  // reported to the test, so the page's leaving is announced first (the real one that follows sends nothing twice).
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect
    .poll(() => calls.some((c) => c.body.event_type === 'time_on_page' && c.body.event_label === '/gibt-es-nicht'))
    .toBe(true);
  await open(page, '/kontakt');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  // The browser refused the empty form and put the focus into its first field: a form start, so the
  // tracker has its configuration by now.
  await expect.poll(() => calls.some((c) => c.body.event_type === 'form_start')).toBe(true);
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /LinkedIn/ })
    .click();
  await (await popup).close();
  return { context, page, calls, scripts, violations };
}

test('staff switch the tracking features on; a consenting visitor’s 404, slow first load, refused form and social click count where the statistics put them; Google Analytics loads after consent', async ({
  page,
  browser,
  request,
}) => {
  await logIn(page);
  await openTab(page, 'Tracking');
  await page.getByRole('button', { name: 'Detailansicht' }).click();
  const errors = page.getByTestId('tracking-errorTracking');
  await expect(errors.getByRole('switch', { name: 'Seite nicht gefunden (404)' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(
    page.getByTestId('tracking-formInteractions').getByRole('switch', { name: 'Validierungsfehler' }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByTestId('tracking-scrollDepth').getByRole('switch', { name: 'Maximale Scrolltiefe' }),
  ).toHaveAttribute('aria-checked', 'true');
  // Newsletter sign-ups have a switch of their own, off by default.
  await expect(
    page.getByTestId('tracking-conversions').getByRole('switch', { name: 'Newsletter-Anmeldung' }),
  ).toHaveAttribute('aria-checked', 'false');
  // Every first load counts as slow from 1 ms on.
  await errors.getByLabel('Langsames Laden ab').fill('1');
  const analytics = page.getByTestId('tracking-thirdPartyAnalytics');
  await analytics.getByLabel('Mess-ID').fill('g-e2etest1');
  await analytics.getByRole('switch', { name: 'Google Analytics' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(successBanner(page)).toHaveText('Einstellungen erfolgreich gespeichert!');
  await servedToVisitors(
    request,
    (v) => v.errorTracking.slowLoadingThreshold === 1 && v.thirdPartyAnalytics.measurementId === 'G-E2ETEST1',
  );
  await expect
    .poll(async () => (await request.get('/preise')).headers()['content-security-policy'], {
      message: 'the pages allow the analytics host',
      timeout: 20_000,
    })
    .toContain('https://www.googletagmanager.com');
  const before = await api.statistics();

  const visitor = await visit(browser);
  await expect
    .poll(() => errorKinds(visitor.calls).sort(), {
      message: 'the 404, the slow first loads and the refused form are sent as errors',
    })
    .toEqual(expect.arrayContaining(['not_found', 'slow_loading', 'validation_error']));
  const refused = visitor.calls.find(
    (c) => c.body.event_type === 'error' && String(c.body.metadata).includes('validation_error'),
  );
  expect(JSON.parse(String(refused?.body.metadata))).toMatchObject({
    form: 'contact-form',
    fields: expect.arrayContaining(['name', 'email']),
  });
  expect(refused?.body.page_path).toBe('/kontakt');
  await expect
    .poll(() =>
      visitor.calls.some(
        (c) => c.body.event_type === 'button_click' && c.body.event_label === 'Social Media: LinkedIn',
      ),
    )
    .toBe(true);
  // The third-party script: after consent, by the id staff set, with IP anonymisation, not blocked by the CSP.
  await expect.poll(() => visitor.scripts.filter((url) => GTAG.test(url)).length).toBeGreaterThan(0);
  await expect
    .poll(() =>
      visitor.page.evaluate(() => (window as unknown as { __gtagScriptRan?: boolean }).__gtagScriptRan === true),
    )
    .toBe(true);
  const config = await visitor.page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer
      .map((args) => [...args])
      .find((args) => args[0] === 'config'),
  );
  expect(config).toEqual(['config', 'G-E2ETEST1', { anonymize_ip: true, cookie_flags: 'SameSite=None;Secure' }]);
  expect(visitor.violations).toEqual([]);
  await visitor.context.close();

  // Counted where the spec puts them: the errors and the top buttons.
  const sent = errorKinds(visitor.calls).length;
  await expect
    .poll(
      async () => {
        const now = await api.statistics();
        return {
          errors: now.enhanced_metrics.errors - before.enhanced_metrics.errors,
          linkedIn: now.enhanced_metrics.top_buttons['Social Media: LinkedIn'] ?? 0,
        };
      },
      { message: 'the statistics count the errors and the social click', timeout: 45_000, intervals: [1000, 2000] },
    )
    .toEqual({ errors: sent, linkedIn: 1 });
});

test('with those switches off, the same visit sends none of it and loads no third-party script', async ({
  browser,
  request,
}) => {
  await api.save({
    ...original,
    errorTracking: { ...original.errorTracking, track404Errors: false, slowLoadingThreshold: 0 },
    formInteractions: { ...original.formInteractions, trackValidationErrors: false },
    thirdPartyAnalytics: { enabled: false, measurementId: 'G-E2ETEST1' },
  });
  await servedToVisitors(
    request,
    (v) =>
      v.errorTracking.track404Errors === false &&
      v.formInteractions.trackValidationErrors === false &&
      v.thirdPartyAnalytics.enabled === false,
  );
  expect((await request.get('/preise')).headers()['content-security-policy']).not.toContain('googletagmanager');
  const visitor = await visit(browser);
  await expect.poll(() => visitor.calls.some((c) => c.body.event_label === 'Social Media: LinkedIn')).toBe(true);
  await requestsSeen(visitor.page);
  expect(errorKinds(visitor.calls)).toEqual([]);
  expect(visitor.scripts).toEqual([]);
  await visitor.context.close();
});

test('without consent nothing is tracked by default; staff switch on counting without consent, read the legal note and the privacy text warning, and the statistics show the day’s counting mode', async ({
  browser,
  page,
  request,
}) => {
  // Default settings: a visitor who has decided nothing yet, browsing two pages, sends no tracking call.
  const undecided = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const first = await undecided.newPage();
  const silent = recordTracking(first);
  await open(first, '/leistungen');
  await first.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(first).toHaveURL(/\/faq$/);
  await requestsSeen(first);
  expect(silent.map((c) => c.url)).toEqual([]);
  await undecided.close();

  // Staff switch it on under Tracking: the legal note, and the warning while the privacy text says otherwise.
  await api.privacyTextClaimsNoAnalysis();
  await logIn(page);
  await openTab(page, 'Tracking');
  const card = page.getByTestId('tracking-cookielessCounting');
  await expect(card.getByTestId('cookieless-legal-note')).toContainText('Rechtlicher Hinweis');
  await expect(card.getByRole('alert')).toBeHidden();
  await card.getByRole('switch', { name: 'Cookielose Zählung ohne Einwilligung' }).click();
  await expect(successBanner(page)).toHaveText('Einstellungen erfolgreich gespeichert!');
  await expect(card.getByRole('alert')).toContainText(
    'Die Datenschutzerklärung sagt noch „Ohne Einwilligung findet keine Analyse statt.“',
  );
  await servedToVisitors(request, (v) => v.cookielessCounting.enabled === true);

  // A visitor without consent is now counted cookieless: no session id, nothing kept in the browser.
  const counted = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const second = await counted.newPage();
  const calls = recordTracking(second);
  const answered = second.waitForResponse((r) => r.url().endsWith('/api/track/pageview'));
  await open(second, '/portfolio');
  expect(await (await answered).json()).toEqual({ accepted: true });
  // The page view, and the page load's Core Web Vitals under the same rule (without any id, not consented).
  const views = calls.filter((c) => c.url !== '/api/track/web-vitals');
  expect(views.map((c) => c.url)).toEqual(['/api/track/pageview']);
  expect(views[0].body.session_id ?? null).toBeNull();
  for (const vital of calls.filter((c) => c.url === '/api/track/web-vitals'))
    expect(vital.body).toMatchObject({ page_path: '/portfolio', consented: false });
  expect(await second.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  await counted.close();

  // The statistics say how today was counted: switched over today.
  await openTab(page, 'Statistiken');
  const modes = page.getByTestId('counting-modes');
  await expect(modes.locator('li').last()).toHaveAttribute('data-mode', 'changed');
  await expect(modes.locator('li').last()).toContainText('an diesem Tag umgestellt');
  await expect(modes.locator('li').first()).toContainText('nur Besucher mit Einwilligung');
});

test('with Google Analytics on, Consent Mode v2 starts with all four signals denied and follows each choice', async ({
  browser,
  request,
}) => {
  await api.save({ ...original, thirdPartyAnalytics: { enabled: true, measurementId: 'G-E2ETEST1' } });
  await servedToVisitors(request, (v) => v.thirdPartyAnalytics.measurementId === 'G-E2ETEST1');
  await expect
    .poll(async () => (await request.get('/')).headers()['content-security-policy'], {
      message: 'the pages allow the analytics host',
      timeout: 20_000,
    })
    .toContain('https://www.googletagmanager.com');
  const context = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  const scripts: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtagScriptRan = true;' });
  });
  // Every command pushed onto the data layer, in order, as plain arrays.
  await page.addInitScript(() => {
    const commands: unknown[][] = [];
    let layer: unknown[] | undefined;
    Object.assign(window, { __dataLayerCommands: commands });
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => layer,
      set: (value: unknown[]) => {
        layer = value;
        const push = value.push.bind(value);
        value.push = (...items: unknown[]) => {
          for (const item of items) commands.push(JSON.parse(JSON.stringify(Array.from(item as ArrayLike<unknown>))));
          return push(...items);
        };
      },
    });
  });
  const commands = () =>
    page.evaluate(() => (window as unknown as { __dataLayerCommands: unknown[][] }).__dataLayerCommands);
  const consentCommands = async () => (await commands()).filter((c) => c[0] === 'consent');
  const signals = (analytics: string, ads: string) => ({
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: analytics,
  });

  await open(page, '/');
  const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
  await expect(banner).toBeVisible();
  await requestsSeen(page);
  // Before a choice: no data layer and no script.
  expect(await commands()).toEqual([]);
  expect(scripts).toEqual([]);

  // Analytics only: the defaults, all denied, come first, then the choice.
  await banner.getByRole('button', { name: 'Cookie-Einstellungen anpassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await dialog.getByRole('checkbox', { name: 'Analyse-Cookies' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect.poll(() => scripts.filter((url) => GTAG.test(url)).length).toBeGreaterThan(0);
  const first = await commands();
  expect(first[0]).toEqual(['consent', 'default', signals('denied', 'denied')]);
  expect(first[1]).toEqual(['consent', 'update', signals('granted', 'denied')]);
  expect(first.map((c) => c[0])).toEqual(['consent', 'consent', 'js', 'config']);

  // Everything accepted through the footer's settings, then everything withdrawn: one update each.
  const footerSettings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await footerSettings.click();
  await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect
    .poll(async () => (await consentCommands()).at(-1))
    .toEqual(['consent', 'update', signals('granted', 'granted')]);
  await footerSettings.click();
  await dialog.getByRole('checkbox', { name: 'Analyse-Cookies' }).uncheck({ force: true });
  await dialog.getByRole('checkbox', { name: 'Marketing-Cookies' }).uncheck({ force: true });
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect
    .poll(async () => (await consentCommands()).at(-1))
    .toEqual(['consent', 'update', signals('denied', 'denied')]);
  expect((await consentCommands()).length).toBe(4);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-E2ETEST1']))
    .toBe(true);
  expect(violations).toEqual([]);
  await context.close();
});
