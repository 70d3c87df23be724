import type { Locator, Page, Request } from '@playwright/test';
import { settledAxeViolations } from './support/axe';
import { dialog, logIn, openTab, panel, RUN, shot, successBanner, tabLink } from './support/admin';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';

/*
 * Staff never lose or overwrite work: a screen whose data did not load can neither save nor publish and says
 * so (never an empty list); leaving a screen or a dialog with changes asks first; an expired session is
 * logged in again in place, the open form kept; 'Jetzt anwenden' under 'Aufbewahrung' asks with its counts.
 */

/** Lets the first GET of `path` fail with a 500; later ones go through. */
async function failFirstLoad(page: Page, path: string) {
  let failed = false;
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (failed || route.request().method() !== 'GET') return route.fallback();
      failed = true;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Interner Serverfehler' }),
      });
    },
  );
}

/** Every write the page sends (anything but GET). */
function writes(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/') && request.method() !== 'GET') sent.push(request);
  });
  return sent;
}

const EDITORS = [
  { tab: 'FAQ', path: '/api/admin/faqs/draft', failure: 'Fehler beim Laden der FAQs', loaded: 'faq-category' },
  {
    tab: 'Leistungen',
    path: '/api/admin/services/draft',
    failure: 'Fehler beim Laden der Services',
    loaded: 'service-card',
  },
  { tab: 'Bilder', path: '/api/admin/images/draft', failure: 'Fehler beim Laden der Bilder', loaded: 'image-slot' },
];

for (const editor of EDITORS) {
  test(`${editor.tab}: a failed load shows the failure with 'Erneut versuchen' and nothing can be published`, async ({
    page,
  }) => {
    await logIn(page);
    const sent = writes(page);
    await failFirstLoad(page, editor.path);
    await openTab(page, editor.tab);

    const failure = page.getByTestId('load-failure');
    await expect(failure).toContainText(editor.failure);
    await expect(failure.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    // Nothing to publish or save, and no empty editor to add to.
    for (const name of ['Veröffentlichen', 'Entwurf speichern', 'Kategorie hinzufügen', 'Service hinzufügen'])
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(page.getByTestId(editor.loaded)).toHaveCount(0);
    expect(await settledAxeViolations(page)).toEqual([]);
    await shot(page, `load-failure-${editor.tab.toLowerCase()}`);

    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByTestId(editor.loaded).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Veröffentlichen', exact: true })).toBeEnabled();
    expect(sent.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([]);
  });
}

test("Anfragen and Benutzer say a failed load as such, never 'Noch keine … vorhanden'", async ({ page }) => {
  await logIn(page);
  for (const [tab, path, failure, empty] of [
    ['Anfragen', '/api/admin/offer-requests', 'Fehler beim Laden der Anfragen', 'Noch keine Anfragen vorhanden'],
    ['Benutzer', '/api/admin/users', 'Fehler beim Laden der Benutzer', 'Noch keine Benutzer angelegt'],
  ] as const) {
    await failFirstLoad(page, path);
    await openTab(page, tab);
    await expect(page.getByTestId('load-failure')).toContainText(failure);
    await expect(page.getByText(empty)).toHaveCount(0);
    if (tab === 'Anfragen') await expect(page.getByTestId('tile-Anfragen gesamt')).toHaveText('–');
    await shot(page, `load-failure-${tab.toLowerCase()}`);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByTestId('load-failure')).toHaveCount(0);
  }
  // Loaded, the list of staff is there.
  await expect(page.getByTestId('user-row').first()).toBeVisible();
});

test('leaving a screen with unsaved changes asks first; staying keeps them, leaving drops them', async ({ page }) => {
  await logIn(page);
  await openTab(page, 'FAQ');
  const category = page.getByTestId('faq-category').first();
  await category.getByRole('button', { expanded: false }).click();
  const answer = category.getByTestId('faq-question').first().getByLabel('Antwort');
  const typed = `Noch nicht gespeichert ${RUN}`;
  await answer.fill(typed);

  // Another tab: the question, and 'Weiter bearbeiten' stays with the edit.
  await tabLink(page, 'Leistungen').click();
  const question = dialog(page, 'Ungespeicherte Änderungen verwerfen?');
  await expect(question).toBeVisible();
  expect(await settledAxeViolations(page)).toEqual([]);
  await shot(page, 'unsaved-changes-question');
  await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(answer).toHaveValue(typed);

  // Back in the browser asks as well; staying undoes the step.
  await page.goBack({ waitUntil: 'commit' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  await expect(answer).toHaveValue(typed);

  // Closing or reloading the browser tab asks the browser's own question.
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true }).catch(() => undefined);
  const asked = await unload;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(answer).toHaveValue(typed);

  // 'Verwerfen' leaves; nothing was saved.
  await tabLink(page, 'Leistungen').click();
  await question.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leistungen');
  await openTab(page, 'FAQ');
  await page.getByTestId('faq-category').first().getByRole('button', { expanded: false }).click();
  await expect(page.getByTestId('faq-question').first().getByLabel('Antwort')).not.toHaveValue(typed);
});

/** The forms of 'Statistiken' and 'Mein Konto': the screen (its heading), the field typed into and what is typed. */
const OWN_FORMS: { screen: string; form: string; field: (page: Page) => Locator; typed: string }[] = [
  {
    screen: 'Statistiken',
    form: 'Anmerkung',
    field: (page) => page.getByTestId('annotation-form').getByLabel(/^Anmerkung/),
    typed: `Newsletter verschickt ${RUN}`,
  },
  {
    screen: 'Statistiken',
    form: 'Dashboard teilen',
    field: (page) => page.getByTestId('share-dashboard-form').getByRole('textbox', { name: /^Name/ }),
    typed: `Bäckerei Hansen ${RUN}`,
  },
  {
    screen: 'Mein Konto',
    form: 'Passwort ändern',
    field: (page) => page.getByTestId('password-form').getByLabel(/^Aktuelles Passwort/),
    typed: 'Altes-Passwort-Leuchtturm',
  },
  {
    screen: 'Mein Konto',
    form: 'API-Schlüssel',
    field: (page) => page.getByTestId('api-key-form').getByRole('textbox', { name: /^Name/ }),
    typed: `Dashboard Kunde ${RUN}`,
  },
  {
    screen: 'Mein Konto',
    form: 'Zwei-Faktor-Anmeldung',
    field: (page) => panel(page, 'Zwei-Faktor-Anmeldung').getByLabel(/^Code aus der App/),
    typed: '123456',
  },
];

test("the forms of 'Statistiken' and 'Mein Konto' ask before typed input is left behind; a secret shown does not", async ({
  page,
}) => {
  // The annotation form sits under the trend, which the screen shows only once there were visits.
  await page.route(
    (url) => url.pathname === '/api/admin/statistics',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { page_views: number };
      await route.fulfill({ response, json: { ...body, page_views: Math.max(body.page_views, 1) } });
    },
  );
  await logIn(page);
  const question = dialog(page, 'Ungespeicherte Änderungen verwerfen?');
  const heading = page.getByRole('heading', { level: 1 });
  const twoFactor = panel(page, 'Zwei-Faktor-Anmeldung');

  // Another period is another address: asked about as well. 'Verwerfen' shows it; a form still shown there
  // keeps what was typed, and leaving still asks.
  const shareName = OWN_FORMS[1].field(page);
  await shareName.fill(`Bäckerei Hansen ${RUN}`);
  await page.getByLabel('Zeitraum', { exact: true }).selectOption({ label: '7 Tage' });
  await question.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(shareName).toHaveValue(`Bäckerei Hansen ${RUN}`);
  await tabLink(page, 'FAQ').click();
  await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question).toBeHidden();
  await shareName.fill('');

  for (const { screen, form, field: fieldOf, typed } of OWN_FORMS) {
    // The forms before were emptied again: reaching the next screen asks nothing.
    if ((await heading.textContent()) !== screen) {
      await page.getByRole('link', { name: screen, exact: true }).click();
      await expect(heading).toHaveText(screen);
    }
    if (form === 'Zwei-Faktor-Anmeldung')
      await twoFactor.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
    const field = fieldOf(page);
    await field.fill(typed);

    await tabLink(page, 'FAQ').click();
    await expect(question, form).toBeVisible();
    await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(question).toBeHidden();
    await expect(heading).toHaveText(screen);
    await expect(field, form).toHaveValue(typed);
    await field.fill('');
  }

  // The set-up's 'Abbrechen' with a typed code asks as well.
  const code = OWN_FORMS[OWN_FORMS.length - 1].field(page);
  await code.fill('654321');
  await twoFactor.getByRole('button', { name: 'Abbrechen' }).click();
  await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(code).toHaveValue('654321');
  // Without a typed code, the secret shown is no change: leaving asks nothing.
  await code.fill('');
  await expect(twoFactor.getByTestId('two-factor-secret')).toBeVisible();
  await openTab(page, 'FAQ');
  await expect(question).toHaveCount(0);
});

test('a dialog with changes asks before it closes; without changes it just closes', async ({ page }) => {
  await logIn(page);
  await openTab(page, 'Bewertungen');
  await page.getByRole('button', { name: 'Neue Bewertung' }).click();
  const form = dialog(page, 'Neue Bewertung');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Neue Bewertung' }).click();
  await form.getByLabel(/^Name/).fill(`Greta Nord ${RUN}`);
  await page.keyboard.press('Escape');
  const question = dialog(page, 'Ungespeicherte Änderungen verwerfen?');
  await expect(question).toBeVisible();
  // Escape answers the question, not the form under it.
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(form.getByLabel(/^Name/)).toHaveValue(`Greta Nord ${RUN}`);
  await form.getByRole('button', { name: 'Schließen' }).click();
  await question.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(form).toBeHidden();
});

test('an expired session is logged in again in place: the open dialog keeps its form and the save goes through', async ({
  page,
}) => {
  await logIn(page);
  await openTab(page, 'Bewertungen');
  await page.getByRole('button', { name: 'Neue Bewertung' }).click();
  const form = dialog(page, 'Neue Bewertung');
  const name = `Hinrich Abgelaufen ${RUN}`;
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Text/).fill('Alles gut gelaufen, auch nach der Pause.');

  // The session ends meanwhile (the server revokes it; the cookie is gone).
  const out = await page.request.post('/api/admin/logout', { headers: { 'X-Requested-With': 'agency-admin' } });
  expect(out.ok()).toBe(true);

  await form.getByRole('button', { name: 'Veröffentlichen' }).click();
  const login = dialog(page, 'Sitzung abgelaufen');
  await expect(login).toBeVisible();
  await expect(login.getByLabel(/^Benutzername/)).toHaveAttribute('readonly', '');
  expect(await settledAxeViolations(page)).toEqual([]);
  await shot(page, 'session-expired-dialog');
  // The form under it is still there, as typed.
  await expect(form.getByLabel(/^Name/)).toHaveValue(name);

  await login.getByLabel(/^Passwort/).fill(E2E_ADMIN.password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(login).toBeHidden();
  // The screen's banner (the dialog shows the same text until it closes).
  await expect(successBanner(page).first()).toHaveText('Bewertung hinzugefügt!');
  await expect(form).toBeHidden();
  await expect(page.getByTestId('content-card').filter({ hasText: name })).toHaveCount(1);
});

test("'Jetzt anwenden' under 'Aufbewahrung' asks first, naming how many requests and raw rows it erases", async ({
  page,
}) => {
  await logIn(page);
  await openTab(page, 'System');
  const box = panel(page, 'Aufbewahrung');
  const runs = box.getByTestId('retention-runs').locator('tbody tr');
  const runsBefore = await runs.count();

  await box.getByRole('button', { name: 'Jetzt anwenden' }).click();
  const question = dialog(page, 'Aufbewahrung jetzt anwenden?');
  await expect(question.getByTestId('retention-confirm-counts')).toHaveText(
    /^Damit werden \d+(\.\d{3})* Anfragen? und \d+(\.\d{3})* Rohdaten-Zeilen? endgültig gelöscht\.$/,
  );
  expect(await settledAxeViolations(page)).toEqual([]);
  await shot(page, 'retention-confirm');
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(question).toBeHidden();
  await expect(runs).toHaveCount(runsBefore);

  await box.getByRole('button', { name: 'Jetzt anwenden' }).click();
  await question.getByRole('button', { name: 'Jetzt löschen' }).click();
  await expect(successBanner(box)).toHaveText(/^\d+ Anfragen gelöscht, \d+ Statistik-Rohdaten entfernt$/);
  await expect(runs).toHaveCount(Math.min(runsBefore + 1, 10));
});
