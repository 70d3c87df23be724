import type { Locator } from '@playwright/test';
import { BERLIN_SECONDS_FORMAT } from '@agency/contracts';
import { apiToken, card, dialog, errorBanner, logIn, openTab, panel, RUN, successBanner } from './support/admin';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { VISITOR_USER_AGENT } from './support/public-site';

/*
 * The back-office speaks German and Berlin time everywhere: symbols and counts by their German words, a
 * failed save with a German reason, log times on Berlin's clock, the changes of a draft word by word with
 * their spaces, and a content card offers only what applies to it.
 */

/** A form field of the admin dialogs by its label; the label may carry ' *' (required) and '(hint)'. */
function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?(\\s*\\(.*\\))?$`));
}

const berlin = new Intl.DateTimeFormat('de-DE', BERLIN_SECONDS_FORMAT);

test('FAQ: symbols by German names, "1 Frage" and "2 Fragen", a failed save says why in German', async ({ page }) => {
  await logIn(page);
  await openTab(page, 'FAQ');
  await page.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
  const category = page.getByTestId('faq-category').last();
  const symbol = category.getByLabel('Symbol');
  // The new category's symbol is the question mark, named as such; no option shows a code.
  await expect(symbol.locator('option:checked')).toHaveText('Fragezeichen');
  const options = await symbol.locator('option').allInnerTexts();
  expect(options).toContain('Dollarzeichen');
  for (const option of options) expect(option).not.toMatch(/^[A-Z][a-z]+[A-Z]/);
  await symbol.selectOption({ label: 'Schild' });
  await expect(symbol).toHaveValue('Shield');

  const heading = category.getByRole('button', { expanded: true });
  await expect(heading).toContainText('0 Fragen');
  await category.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await expect(heading).toHaveText(/\b1 Frage$/);
  await category.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await expect(heading).toHaveText(/\b2 Fragen$/);
  await category
    .getByTestId('faq-question')
    .nth(0)
    .getByRole('textbox', { name: 'Frage', exact: true })
    .fill(`Erste Frage ${RUN}`);
  await category.getByTestId('faq-question').nth(0).getByLabel('Antwort').fill('Eine Antwort.');
  await category
    .getByTestId('faq-question')
    .nth(1)
    .getByRole('textbox', { name: 'Frage', exact: true })
    .fill(`Zweite Frage ${RUN}`);
  await category.getByTestId('faq-question').nth(1).getByLabel('Antwort').fill('Noch eine Antwort.');

  // The server fails the save: the screen's text and a German reason, nothing of the server's English.
  await page.route(
    (url) => url.pathname === '/api/admin/faqs/draft',
    (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 500, message: 'Internal server error: connection reset' }),
          })
        : route.fallback(),
  );
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(errorBanner(page)).toHaveText(
    'Fehler beim Speichern der FAQs: Der Server hat einen Fehler gemeldet. Bitte versuchen Sie es erneut.',
  );
  expect(await settledAxeViolations(page)).toEqual([]);
});

test('a content card offers only what applies; its title in full on hover and focus; the changes keep their spaces', async ({
  page,
}) => {
  const name = `Ein Paket mit einem sehr langen Namen, der auf der Karte nicht in eine Zeile passt ${RUN}`;
  await logIn(page);
  await openTab(page, 'Preise');
  await page.getByRole('button', { name: 'Neues Paket' }).click();
  const create = dialog(page, 'Neues Paket');
  await field(create, 'Name').fill(name);
  await field(create, 'Preis (€ pro Monat)').fill('321');
  await field(create, 'Beschreibung').fill('Hallo bitte Welt');
  await create.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(create).toBeHidden();
  const item = card(page, name);
  await expect(item.getByTestId('publication-status')).toHaveText('Veröffentlicht');

  // Published, no draft: nothing to compare or to publish later; it can be planned to go offline.
  await expect(item.getByRole('button', { name: 'Änderungen' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Veröffentlichen am …' })).toHaveCount(0);
  await item.getByRole('button', { name: 'Offline nehmen am …' }).click();
  const offline = dialog(page, 'Offline nehmen am …');
  await expect(offline.getByLabel('Aktion')).toHaveCount(0);
  await expect(offline.getByLabel(/^Offline nehmen am/)).toBeVisible();
  await offline.getByRole('button', { name: 'Abbrechen' }).click();

  // The title is cut to one line; hovering shows it whole (title), and so does the card holding the focus.
  const title = item.getByRole('heading', { name, exact: true });
  await expect(title).toHaveAttribute('title', name);
  const lineHeight = async () => (await title.boundingBox())?.height ?? 0;
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const oneLine = await lineHeight();
  expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Tabbing from the card's switch to its next control: the keyboard's focus is in the card.
  await item.getByRole('switch').focus();
  await page.keyboard.press('Tab');
  await expect.poll(lineHeight, { message: 'the focused card shows its whole title' }).toBeGreaterThan(oneLine * 1.5);
  expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);

  // A draft: now 'Änderungen' and 'Veröffentlichen am …'; the changed words keep their spaces.
  await item.getByRole('button', { name: 'Bearbeiten' }).click();
  const edit = dialog(page, 'Paket bearbeiten');
  await field(edit, 'Beschreibung').fill('Hallo geänderter Welt');
  await edit.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(edit).toBeHidden();
  await expect(successBanner(page).first()).toContainText('Entwurf gespeichert');
  await expect(item.getByRole('button', { name: 'Veröffentlichen am …' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Offline nehmen am …' })).toHaveCount(0);
  await item.getByRole('button', { name: 'Änderungen' }).click();
  const changes = dialog(page, 'Änderungen gegenüber der Website');
  const description = changes.getByTestId('change').filter({ hasText: 'Beschreibung' });
  await expect(description.locator('p').nth(1)).toHaveText('Hallo bitte geänderter Welt');
  await expect(description.locator('del')).toHaveText('bitte');
  await expect(description.locator('ins')).toHaveText('geänderter');
  await changes.getByRole('button', { name: 'Schließen' }).click();

  await item.getByRole('button', { name: 'Löschen' }).click();
  await dialog(page, 'Löschen bestätigen').getByRole('button', { name: 'Löschen', exact: true }).click();
  await expect(item).toHaveCount(0);
});

test('Backend: log lines carry their time on Berlin’s clock (dd.MM.yyyy HH:mm:ss), not UTC', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  // Switching autostart off and on again writes two log lines.
  for (const enable of [false, true]) {
    const switched = await request.post('/api/admin/backend/autostart', { headers, data: { enable } });
    expect(switched.ok(), await switched.text()).toBe(true);
  }
  const { logs } = (await (await request.get('/api/admin/backend/logs?lines=100', { headers })).json()) as {
    logs: string[];
  };
  const line = logs.find((entry) => entry.includes('Autostart eingeschaltet von admin')) as string;
  const [stored, ...words] = line.split(' ');
  const expected = `${berlin.format(new Date(stored)).replace(', ', ' ')} ${words.join(' ')}`;

  await logIn(page);
  await openTab(page, 'Backend');
  await page.getByRole('button', { name: 'Logs laden' }).click();
  const shown = page.getByTestId('backend-logs');
  await expect(shown).toContainText(expected);
  for (const entry of (await shown.innerText()).split('\n').filter(Boolean))
    expect(entry).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} /);
  await expect(shown).not.toContainText(stored);
});

test('System: a connection test or a save that reaches no server says so in German, never the browser’s words', async ({
  page,
}) => {
  await logIn(page);
  await openTab(page, 'System');
  const smtp = panel(page, 'E-Mail-Versand (SMTP)');
  await smtp.getByLabel('Benutzer', { exact: true }).fill(`postmaster-${RUN}`);
  // The connection breaks: the browser's own words ('Failed to fetch') stay out.
  await page.route(
    (url) => url.pathname.startsWith('/api/admin/system-settings/'),
    (route) => (route.request().method() === 'GET' ? route.fallback() : route.abort('connectionrefused')),
  );
  await smtp.getByRole('button', { name: 'Verbindung testen' }).click();
  await expect(errorBanner(smtp)).toHaveText(
    'Test fehlgeschlagen: Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
  );
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(errorBanner(page).first()).toHaveText(
    'Fehler beim Speichern der Einstellungen: Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
  );
});

test('Statistiken: a sent form counts under its German name, not its code', async ({ page, request }) => {
  const session = `sess_german_${RUN}`;
  const send = async (path: string, data: Record<string, unknown>) => {
    const sent = await request.post(path, { headers: { 'User-Agent': VISITOR_USER_AGENT }, data });
    expect(sent.status(), await sent.text()).toBe(202);
  };
  // A consenting visitor: a page view, then the contact form sent.
  await send('/api/track/pageview', {
    page_path: '/kontakt',
    referrer: null,
    user_agent: VISITOR_USER_AGENT,
    device_type: 'desktop',
    browser: 'Chrome',
    duration_seconds: 0,
    session_id: session,
  });
  await send('/api/track/event', {
    event_type: 'form_submit',
    event_label: 'contact-form',
    page_path: '/kontakt',
    user_agent: VISITOR_USER_AGENT,
    session_id: session,
    metadata: '{}',
  });

  await logIn(page);
  await openTab(page, 'Statistiken');
  const conversions = page.getByTestId('conversions');
  await expect(async () => {
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeEnabled();
    await expect(conversions).toContainText('Kontaktformular', { timeout: 1000 });
  }).toPass({ timeout: 45_000, intervals: [1000, 2000] });
  await expect(conversions).not.toContainText('contact-form');
});
