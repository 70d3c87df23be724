import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { createConnection } from 'mysql2/promise';
import { SMTPServer } from 'smtp-server';
import {
  apiToken,
  basedOnCurrent,
  confirm,
  deleteAllOfferRequests,
  dialog,
  errorBanner,
  logIn,
  nav,
  offerRequestFields,
  openTab,
  panel,
  RUN,
  sendOfferRequest,
  shot,
  successBanner,
} from './support/admin';
import { expect, test } from './support/fixtures';
import {
  formTokenIn,
  OFFER_FIELDS,
  presetConsent,
  tokensPastMinimumFill,
  VISITOR_USER_AGENT,
} from './support/public-site';

/*
 * Anfragen and Kundennotizen against real services: the accounting database is a fresh MariaDB database
 * with the schema of docs/accounting.md, outgoing mail a local SMTP server that records what arrives.
 * Staff configure both in the System tab, as an operator would.
 */
test.describe.configure({ mode: 'serial' });

const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
const accountingDb = `agency_e2e_admin_${RUN}`;
const visitor = {
  ...OFFER_FIELDS,
  Name: `Merle Hansen ${RUN}`,
  'E-Mail': `merle.${RUN}@example.de`,
  Unternehmen: 'Hansen Segelmacherei',
};
const early = { name: `Jonas Früh ${RUN}`, email: `jonas.${RUN}@example.de` };

let smtp: SMTPServer;
let smtpPort = 0;
/**
 * "Down" is port 1: nothing listens there and nothing can start to (a privileged port no test binds), so
 * connecting is refused at once. A port found free a moment ago could meanwhile be taken by another worker.
 */
const CLOSED_PORT = 1;
const mails: { to: string[]; raw: string }[] = [];

test.beforeAll(async ({ request }) => {
  const admin = await createConnection(MARIADB);
  await admin.query(`CREATE DATABASE \`${accountingDb}\``);
  await admin.end();
  const db = await createConnection({ ...MARIADB, database: accountingDb, multipleStatements: true });
  await db.query(readFileSync(path.join(__dirname, '../../api/src/accounting/accounting-schema.sql'), 'utf8'));
  await db.end();

  smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  // Port 0: the system picks one nobody uses; no gap in which another process could take it.
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  // The counts below are this spec's requests only, whatever ran before on this worker's api.
  await deleteAllOfferRequests(request);
  // Arrives before any accounting database is configured: it stays unsynced until staff sync it by hand.
  await sendOfferRequest(request, early);
});

test.afterAll(async ({ request }) => {
  // Later specs must not send mails or syncs to services that are gone.
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  await request.put('/api/admin/system-settings/mysql', {
    headers: await basedOnCurrent(request, headers, '/api/admin/system-settings/mysql'),
    data: { host: 'localhost', port: 3306, user: '', password: '', database: '' },
  });
  // Another host, port or user needs a password again (the stored one must not go elsewhere); without a user
  // SMTP counts as not configured either way.
  const reset = await request.put('/api/admin/system-settings/smtp', {
    headers: await basedOnCurrent(request, headers, '/api/admin/system-settings/smtp'),
    data: {
      host: 'localhost',
      port: 587,
      user: '',
      password: 'zurückgesetzt',
      from_email: 'info@example.de',
      from_name: 'Agentur',
    },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  const admin = await createConnection(MARIADB);
  await admin.query(`DROP DATABASE IF EXISTS \`${accountingDb}\``);
  await admin.end();
});

/** The accounting status of every request, by name ('unbekannt' while none was tried). */
async function accountingStatus(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/admin/offer-requests', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { requests } = (await response.json()) as {
    requests: { name: string; mysql_status: { success?: boolean } | null }[];
  };
  return Object.fromEntries(
    requests.map((r) => [
      r.name,
      r.mysql_status ? (r.mysql_status.success ? 'eingetragen' : 'fehlgeschlagen') : 'unbekannt',
    ]),
  );
}

test('System: test buttons need a user name; MySQL and SMTP tested with real servers and saved', async ({ page }) => {
  await logIn(page);
  await openTab(page, 'System');
  // Speichern sits beside the long hint, level with its first line, not wrapped below it.
  const hint = page.getByText(
    'Beide sind optional: ohne MySQL werden Anfragen nur im System gespeichert, ohne SMTP werden keine E-Mails versendet.',
  );
  const saveButton = page.getByRole('button', { name: 'Speichern', exact: true });
  const [hintBox, saveBox] = [await hint.boundingBox(), await saveButton.boundingBox()];
  if (!hintBox || !saveBox) throw new Error('Hinweis oder Speichern nicht sichtbar');
  expect(saveBox.x).toBeGreaterThanOrEqual(hintBox.x + hintBox.width);
  expect(saveBox.y).toBeLessThan(hintBox.y + hintBox.height / 2);
  expect(saveBox.height).toBeLessThan(44);
  await shot(page, 'system-settings-toolbar', false);
  const mysql = panel(page, 'Buchhaltungsdatenbank (MySQL)');
  const smtpPanel = panel(page, 'E-Mail-Versand (SMTP)');
  // The settings' defaults.
  await expect(mysql.getByLabel('Host')).toHaveValue('localhost');
  await expect(mysql.getByLabel('Port')).toHaveValue('3306');
  await expect(smtpPanel.getByLabel('Port')).toHaveValue('587');
  for (const box of [mysql, smtpPanel])
    await expect(box.getByRole('button', { name: 'Verbindung testen' })).toBeDisabled();

  await mysql.getByLabel('Host').fill('127.0.0.1');
  await mysql.getByLabel('Benutzer').fill('   ');
  await expect(mysql.getByRole('button', { name: 'Verbindung testen' })).toBeDisabled();
  await mysql.getByLabel('Benutzer').fill(MARIADB.user);
  await mysql.getByLabel('Datenbank').fill(`${accountingDb}_gibt_es_nicht`);
  await mysql.getByRole('button', { name: 'Verbindung testen' }).click();
  // One of the fixed outcomes, never the server's own words ("Unknown database …").
  await expect(errorBanner(mysql)).toHaveText('MySQL-Fehler: Anmeldung abgelehnt');
  await mysql.getByLabel('Datenbank').fill(accountingDb);
  await mysql.getByRole('button', { name: 'Verbindung testen' }).click();
  await expect(successBanner(mysql)).toHaveText('Verbindung erfolgreich!');

  await smtpPanel.getByLabel('SMTP-Host').fill('127.0.0.1');
  await smtpPanel.getByLabel('Port').fill(String(CLOSED_PORT));
  await smtpPanel.getByLabel('Benutzer').fill('agentur');
  await smtpPanel.getByLabel('Passwort').fill('smtp-geheim');
  await smtpPanel.getByLabel('Absender-E-Mail').fill('anfragen@nordwerk.test');
  await smtpPanel.getByRole('button', { name: 'Verbindung testen' }).click();
  await expect(errorBanner(smtpPanel)).toHaveText('SMTP-Fehler: Server nicht erreichbar');
  await smtpPanel.getByLabel('Port').fill(String(smtpPort));
  await smtpPanel.getByRole('button', { name: 'Verbindung testen' }).click();
  await expect(successBanner(smtpPanel)).toHaveText('SMTP-Verbindung erfolgreich!');
  await shot(page, 'system-settings-tested');

  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(successBanner(page).first()).toHaveText('Einstellungen erfolgreich gespeichert!');
  await page.reload();
  await openTab(page, 'System');
  await expect(mysql.getByLabel('Datenbank')).toHaveValue(accountingDb);
  await expect(smtpPanel.getByLabel('Port')).toHaveValue(String(smtpPort));
  // The password is never sent back; the form says one is stored.
  await expect(smtpPanel.getByLabel('Passwort')).toHaveValue('');
  await expect(smtpPanel.getByText('gespeichert – leer lassen = unverändert')).toBeVisible();

  // Another port with the password left blank: the stored password must not go there, and
  // the form says why, for the test button and for saving; nothing is stored.
  const passwordAgain = 'SMTP-Einstellungen: Sie haben Port geändert. Bitte geben Sie das Passwort erneut ein.';
  await smtpPanel.getByLabel('Port').fill(String(CLOSED_PORT));
  await smtpPanel.getByRole('button', { name: 'Verbindung testen' }).click();
  await expect(errorBanner(smtpPanel)).toHaveText(`Test fehlgeschlagen: ${passwordAgain}`);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(errorBanner(page).first()).toHaveText(passwordAgain);
  await page.reload();
  await openTab(page, 'System');
  await expect(smtpPanel.getByLabel('Port')).toHaveValue(String(smtpPort));
});

test('Anfragen: NEU badges, read on expand, unread badge on the tab, sync to accounting, delete after confirmation', async ({
  page,
  browser,
  request,
}) => {
  // A visitor sends the contact form; the api stores it, mails staff and syncs it to the accounting database.
  const site = await (await browser.newContext({ userAgent: VISITOR_USER_AGENT })).newPage();
  await presetConsent(site, false);
  // The form's render token carries the api's issue time (base 36, before the dot).
  const tokenIssued = site.waitForResponse((r) => new URL(r.url()).pathname === '/api/offer-request/form-token');
  await site.goto('/kontakt');
  await site.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await site.getByRole('button', { name: 'Formular ausfüllen' }).click();
  const form = site.locator('#contact-form');
  for (const [label, value] of Object.entries(visitor))
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByLabel('Projektbeschreibung').fill('Wir brauchen eine Website für unsere Segelmacherei.');
  // A person takes longer than the spam shield's minimum fill time.
  await tokensPastMinimumFill(await formTokenIn(await tokenIssued));
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByText('Vielen Dank!')).toBeVisible();
  await site.context().close();
  await expect
    .poll(() => mails.filter((mail) => mail.raw.includes(visitor['E-Mail'])).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);

  // Nine more through the public api: eleven unread with the early one.
  await sendOfferRequest(
    request,
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => ({
      name: `Serienanfrage ${i} ${RUN}`,
      email: `serie${i}.${RUN}@example.de`,
    })),
  );
  // Each is synced to the accounting database in the background; the customer count below must not
  // change under the test's hands.
  await expect
    .poll(
      async () =>
        Object.entries(await accountingStatus(request)).filter(
          ([name, status]) => name !== early.name && status !== 'eingetragen',
        ),
      { message: 'every request but the early one is in the accounting database' },
    )
    .toEqual([]);

  await logIn(page);
  const badge = nav(page).getByTestId('unread-badge');
  await expect(badge).toHaveText('9+');
  await openTab(page, 'Anfragen');
  await expect(page.getByTestId('tile-Anfragen gesamt')).toHaveText('11');
  await expect(page.getByTestId('tile-Ungelesen')).toHaveText('11');
  await expect(page.getByTestId('requests-info')).toHaveText(
    'Hinweis: Doppelte Kunden werden anhand der E-Mail-Adresse verhindert. In der Buchhaltung bedeutet Status 1 aktiv und Status 0 inaktiv.',
  );
  const rows = page.getByTestId('request-row');
  const row = (name: string) => rows.filter({ hasText: name });
  await expect(row(visitor.Name).getByText('NEU', { exact: true })).toBeVisible();
  await shot(page, 'requests-unread');

  // Expanding marks it read: NEU goes, the tile and the tab badge count down.
  await row(visitor.Name).getByRole('button', { expanded: false }).click();
  await expect(row(visitor.Name)).toContainText(visitor['E-Mail']);
  await expect(row(visitor.Name)).toContainText('Wir brauchen eine Website für unsere Segelmacherei.');
  await expect(row(visitor.Name).getByText('NEU', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('tile-Ungelesen')).toHaveText('10');
  // Synced automatically (MySQL was configured when it arrived): no sync button.
  await expect(row(visitor.Name)).toContainText('Buchhaltung: eingetragen');
  await expect(row(visitor.Name).getByRole('button', { name: 'In Buchhaltung eintragen' })).toHaveCount(0);
  await shot(page, 'requests-expanded');

  // The early request: sync by hand; the customer count follows.
  await expect(page.getByTestId('tile-Kunden in der Buchhaltung')).toHaveText(/^\d+$/);
  const countBefore = Number(await page.getByTestId('tile-Kunden in der Buchhaltung').innerText());
  await row(early.name).getByRole('button', { expanded: false }).click();
  await expect(page.getByTestId('tile-Ungelesen')).toHaveText('9');
  await expect(badge).toHaveText('9');
  await expect(row(early.name)).toContainText('Buchhaltung: unbekannt');
  await row(early.name).getByRole('button', { name: 'In Buchhaltung eintragen' }).click();
  await expect(successBanner(page)).toHaveText(/^Kunde K\d{5} in der Buchhaltung angelegt\.$/);
  await expect(row(early.name)).toContainText('Buchhaltung: eingetragen');
  await expect(row(early.name).getByRole('button', { name: 'In Buchhaltung eintragen' })).toHaveCount(0);
  await expect(page.getByTestId('tile-Kunden in der Buchhaltung')).toHaveText(String(countBefore + 1));

  // Delete: asks first; cancelling keeps it.
  const doomed = `Serienanfrage 9 ${RUN}`;
  await row(doomed).getByRole('button', { expanded: false }).click();
  await row(doomed).getByRole('button', { name: 'Löschen' }).click();
  await expect(dialog(page, 'Anfrage löschen')).toContainText(`Anfrage von „${doomed}“ wirklich löschen?`);
  await shot(page, 'requests-delete-confirm', false);
  await dialog(page, 'Anfrage löschen').getByRole('button', { name: 'Abbrechen' }).click();
  await expect(row(doomed)).toHaveCount(1);
  await row(doomed).getByRole('button', { name: 'Löschen' }).click();
  await confirm(page, 'Anfrage löschen');
  await expect(successBanner(page)).toHaveText('Anfrage gelöscht!');
  await expect(row(doomed)).toHaveCount(0);
  await expect(page.getByTestId('tile-Anfragen gesamt')).toHaveText('10');
  await expect(page.getByTestId('tile-Ungelesen')).toHaveText('8');
  await expect(badge).toHaveText('8');
});

test('Anfragen: a request sent without the form is held back as suspected spam, shown with its reason in German; staff delete it', async ({
  page,
  request,
}) => {
  const sender = { name: `Skript Absender ${RUN}`, email: `skript.${RUN}@example.de` };
  // Straight to the api, without the token the site's forms fetch.
  const sent = await request.post('/api/offer-request', {
    data: offerRequestFields({ ...sender, message: 'Günstige Links für Ihre Website!' }),
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await logIn(page);
  await openTab(page, 'Anfragen');
  const held = page.getByTestId('spam-row').filter({ hasText: sender.name });
  await expect(held).toContainText(sender.email);
  await expect(held.getByTestId('spam-reasons')).toHaveText(
    'Grund: Nicht über ein Formular der Website gesendet (Formular-Kennung fehlt)',
  );
  await expect(page.getByTestId('request-row').filter({ hasText: sender.name })).toHaveCount(0);
  await held.getByRole('button', { expanded: false }).click();
  await expect(held).toContainText('Günstige Links für Ihre Website!');
  await shot(page, 'requests-suspected-spam');

  await held.getByRole('button', { name: 'Löschen' }).click();
  await expect(dialog(page, 'Zurückgehaltene Anfrage löschen')).toContainText(
    `Zurückgehaltene Anfrage von „${sender.name}“ wirklich löschen?`,
  );
  await confirm(page, 'Zurückgehaltene Anfrage löschen');
  await expect(successBanner(page)).toHaveText('Zurückgehaltene Anfrage gelöscht!');
  await expect(held).toHaveCount(0);
});

test('Kundennotizen: customer search, a note and a task with due date and done/open toggle', async ({ page }) => {
  await logIn(page);
  await openTab(page, 'Kundennotizen');
  await page.getByPlaceholder('Name, Nummer oder E-Mail').fill(`merle.${RUN}`);
  const customers = page.getByRole('list', { name: 'Kunden' });
  await expect(customers.getByRole('button')).toHaveCount(1);
  await customers.getByRole('button', { name: new RegExp(visitor.Name) }).click();
  await expect(page.getByRole('heading', { name: `Neuer Eintrag für ${visitor.Name}` })).toBeVisible();
  const history = panel(page, 'Verlauf');
  await expect(history.getByText('Noch keine Einträge')).toBeVisible();

  // Without a title nothing is sent.
  await page.getByRole('button', { name: 'Eintrag speichern' }).click();
  await expect(history.getByText('Noch keine Einträge')).toBeVisible();

  // A note: no due date, no done/open toggle.
  await expect(page.getByLabel('Fällig am')).toHaveCount(0);
  await page.getByLabel(/^Titel/).fill('Erstgespräch geführt');
  await page.getByLabel('Inhalt').fill('Wünscht Angebot bis Monatsende.');
  await page.getByRole('button', { name: 'Eintrag speichern' }).click();
  await expect(successBanner(page)).toHaveText('Eintrag gespeichert!');
  const notes = history.getByTestId('note-row');
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText('Notiz');
  await expect(notes.first()).not.toContainText('fällig');
  await expect(notes.first().getByRole('button')).toHaveCount(0);

  // A task: due date and open, then done and open again.
  await page.getByLabel('Typ').selectOption({ label: 'Aufgabe' });
  await page.getByLabel('Fällig am').fill('2030-03-15');
  await page.getByLabel(/^Titel/).fill('Angebot schicken');
  await page.getByRole('button', { name: 'Eintrag speichern' }).click();
  await expect(notes).toHaveCount(2);
  const task = notes.filter({ hasText: 'Angebot schicken' });
  await expect(task).toContainText('fällig: 15.03.2030 · offen');
  await task.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect(task).toContainText('erledigt');
  await expect(task.getByRole('button', { name: 'Als offen markieren' })).toBeVisible();
  await shot(page, 'customer-notes');
  await task.getByRole('button', { name: 'Als offen markieren' }).click();
  await expect(task).toContainText('fällig: 15.03.2030 · offen');
});
