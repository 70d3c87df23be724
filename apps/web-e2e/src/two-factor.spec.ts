import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiToken, confirm, createStaff, logIn, openTab, RUN, shot, submitLogin, successBanner } from './support/admin';
import { settledAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';

/*
 * Two-factor login and the activity log, end to end: enrolment with a code computed here from the
 * secret the screen shows, login with a code, a recovery code that works once and then not again, staff
 * required to use it who cannot reach the back-office before setting it up, an admin's reset, and the
 * activity log naming the right person for each.
 */

const member = { username: `zweifaktor-${RUN}`, password: 'zwei-faktor-geheim-1', email: `zwei-${RUN}@example.de` };
const required = { username: `pflicht-${RUN}`, password: 'pflicht-geheim-1', email: `pflicht-${RUN}@example.de` };
/** Only an admin who uses two-factor login may require it of everyone (the seeded admin keeps a password alone). */
const security = { username: `sicherheit-${RUN}`, password: 'sicherheit-geheim-1', email: `sicher-${RUN}@example.de` };
let securityToken = '';
const PERIOD = 30;

/**
 * A code the server has not accepted yet: TOTP accepts a code once per 30-second step, and one step either
 * side. Waits (on the clock, not a sleep) until a step after `after` is within reach.
 */
async function freshCode(secret: string, after: number): Promise<{ code: string; step: number }> {
  await expect
    .poll(() => Math.floor(Date.now() / 1000 / PERIOD) + 1 > after, { timeout: 70_000, intervals: [1000] })
    .toBe(true);
  const step = Math.max(Math.floor(Date.now() / 1000 / PERIOD), after + 1);
  return { code: await generate({ secret, epoch: step * PERIOD }), step };
}

async function setPolicy(request: APIRequestContext, requiredForAll: boolean) {
  const response = await request.put('/api/admin/security/two-factor-policy', {
    headers: { Authorization: `Bearer ${securityToken}` },
    data: { required: requiredForAll },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Sets up two-factor login through the api for the account behind `token`. */
async function enrolByApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await request.post('/api/admin/account/two-factor/setup', { headers });
  expect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const { code, step } = await freshCode(secret, 0);
  const enabled = await request.post('/api/admin/account/two-factor/enable', { headers, data: { code } });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  return { secret, step };
}

/** Sets up two-factor login on the screen shown (own account or the gate); returns the secret, step and codes. */
async function enrol(page: Page) {
  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
  const qr = page.getByRole('img', { name: 'QR-Code zum Einrichten der Zwei-Faktor-Anmeldung' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await shot(page, 'two-factor-setup');
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const { code, step } = await freshCode(secret, 0);
  await page.getByLabel('Code aus der App').fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  const list = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(list).toHaveCount(10);
  const recoveryCodes = (await list.allTextContents()).map((c) => c.trim());
  expect(new Set(recoveryCodes).size).toBe(10);
  // Copied to the clipboard and saved as a text file: the same codes, one a line.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Codes kopieren' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('status')).toHaveText('In die Zwischenablage kopiert');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').filter((line) => recoveryCodes.includes(line))).toEqual(recoveryCodes);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als Textdatei herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('wiederherstellungscodes.txt');
  const saved = await readFile(await download.path(), 'utf8');
  expect(saved).toBe(copied);
  await shot(page, 'two-factor-recovery-codes');
  expect(await settledAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Fertig' }).click();
  return { secret, step, recoveryCodes };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
}

/** Password first, then the code step. */
async function logInWithCode(page: Page, code: string, who: typeof member = member) {
  await page.goto('/admin');
  await submitLogin(page, who);
  await expect(page.getByLabel('Bestätigungscode')).toBeVisible();
  await page.getByLabel('Bestätigungscode').fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  // Other specs of this worker log in with a password alone.
  if (securityToken) await setPolicy(request, false);
});

let memberId = '';
let enrolled: Awaited<ReturnType<typeof enrol>>;

test('enrolment in the own account, login with a code from the app, a recovery code once and never again', async ({
  page,
  request,
}) => {
  memberId = await createStaff(request, { ...member, permissions: { faq: true } });

  await logIn(page, member, 'Mitarbeiter');
  await page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
  enrolled = await enrol(page);
  await expect(page.getByTestId('two-factor-enabled')).toBeVisible();
  await expect(page.getByText('Noch 10 von 10 Wiederherstellungscodes übrig.')).toBeVisible();
  await logOut(page);

  // The password alone is no longer enough; a wrong code is refused.
  await logInWithCode(page, '000000');
  await expect(page.getByRole('alert')).toHaveText('Der Code ist ungültig oder abgelaufen.');
  await shot(page, 'login-code-step');
  const { code } = await freshCode(enrolled.secret, enrolled.step);
  await page.getByLabel('Bestätigungscode').fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByTestId('role-label')).toHaveText('Mitarbeiter');
  await logOut(page);

  // A recovery code works once ...
  await logInWithCode(page, enrolled.recoveryCodes[0]);
  await expect(page.getByTestId('role-label')).toHaveText('Mitarbeiter');
  await logOut(page);
  // ... and then not again.
  await logInWithCode(page, enrolled.recoveryCodes[0]);
  await expect(page.getByRole('alert')).toHaveText('Der Code ist ungültig oder abgelaufen.');
  await page.getByLabel('Bestätigungscode').fill(enrolled.recoveryCodes[1].toLowerCase());
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByTestId('role-label')).toHaveText('Mitarbeiter');
  await page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expect(page.getByText('Noch 8 von 10 Wiederherstellungscodes übrig.')).toBeVisible();

  // A new password in 'Mein Konto': a guessable one is refused on the spot; the current password and a code
  // (here a recovery code) confirm the change, and this session goes on.
  const passwordForm = page.getByTestId('password-form');
  const newPassword = 'Kompass-Wattenmeer-Deich-47';
  await passwordForm.getByLabel('Aktuelles Passwort').fill(member.password);
  await passwordForm.getByLabel(/^Neues Passwort(?! wiederholen)/).fill('Passwort12345');
  await passwordForm.getByLabel('Neues Passwort wiederholen').fill('Passwort12345');
  await passwordForm.getByLabel('Code aus der App oder Wiederherstellungscode').fill(enrolled.recoveryCodes[2]);
  await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(passwordForm.getByTestId('field-error')).toHaveText(/^Das Passwort ist zu leicht zu erraten\./);
  await passwordForm.getByLabel(/^Neues Passwort(?! wiederholen)/).fill(newPassword);
  await passwordForm.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(passwordForm.getByTestId('banner-success')).toHaveText(
    /^Passwort geändert\. Ihre Anmeldungen auf anderen Geräten wurden beendet\./,
  );
  member.password = newPassword;
  await shot(page, 'account-password-changed');
  expect(await settledAxeViolations(page)).toEqual([]);
  await expect(page.getByText('Noch 7 von 10 Wiederherstellungscodes übrig.')).toBeVisible();
});

test('staff required to use two-factor login reach nothing before setting it up, then everything they may', async ({
  page,
  request,
}) => {
  await createStaff(request, { ...required, permissions: { faq: true } });
  await createStaff(request, { ...security, role: 'admin', permissions: {} });
  securityToken = await apiToken(request, security);
  const securityFactor = await enrolByApi(request, securityToken);

  await logInWithCode(page, (await freshCode(securityFactor.secret, securityFactor.step)).code, security);
  await expect(page.getByTestId('role-label')).toHaveText('Administrator');
  await openTab(page, 'Benutzer');
  await page.getByRole('switch', { name: 'Für alle Mitarbeiter vorschreiben' }).click();
  await expect(successBanner(page)).toHaveText('Zwei-Faktor-Anmeldung ist jetzt für alle Mitarbeiter vorgeschrieben.');
  await logOut(page);

  await submitLogin(page, required);
  await expect(page.getByRole('heading', { level: 1, name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Verwaltung' })).toHaveCount(0);
  // The server refuses the session everything but the set-up, whatever the page shows.
  const refused = await page.request.get('/api/admin/faqs');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('Zwei-Faktor-Anmeldung ist für alle Mitarbeiter vorgeschrieben');
  await page.goto('/admin/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible();
  await shot(page, 'two-factor-required-gate');
  expect(await settledAxeViolations(page)).toEqual([]);

  await enrol(page);
  await expect(page.getByTestId('role-label')).toHaveText('Mitarbeiter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  expect((await page.request.get('/api/admin/faqs')).status()).toBe(200);

  // Required for all: the own account cannot switch it off.
  await page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expect(page.getByText('Für alle Mitarbeiter vorgeschrieben: Abschalten ist nicht möglich.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abschalten' })).toBeDisabled();
  await setPolicy(request, false);
});

test('an admin resets a user’s two-factor login; the activity log names the right person for each step; editors get 403', async ({
  page,
  request,
}) => {
  await logIn(page);
  await openTab(page, 'Benutzer');
  const row = page.getByTestId('user-row').filter({ hasText: member.username });
  await expect(row.getByText('Zwei-Faktor')).toBeVisible();
  await row.getByRole('button', { name: `Zwei-Faktor-Anmeldung von ${member.username} zurücksetzen` }).click();
  await confirm(page, 'Zwei-Faktor-Anmeldung zurücksetzen', 'Zurücksetzen');
  await expect(successBanner(page)).toHaveText('Zwei-Faktor-Anmeldung zurückgesetzt!');
  await expect(row.getByText('Zwei-Faktor')).toHaveCount(0);

  await openTab(page, 'Aktivität');
  await page.getByLabel('Person').selectOption({ label: member.username });
  const entries = page.getByTestId('activity-entry');
  const entry = (text: string) => entries.filter({ hasText: text });
  // Newest first: the reset (by the admin, for the member), the logins, the failures, the set-up.
  await expect(entry('Zwei-Faktor-Anmeldung zurückgesetzt')).toHaveCount(1);
  await expect(entry('Zwei-Faktor-Anmeldung zurückgesetzt')).toContainText(E2E_ADMIN.username);
  await expect(entry('Zwei-Faktor-Anmeldung zurückgesetzt')).toContainText(`für ${member.username}`);
  await expect(entry('Zwei-Faktor-Anmeldung eingerichtet')).toHaveCount(1);
  await expect(entry('Zwei-Faktor-Anmeldung eingerichtet')).toContainText(member.username);
  await expect(entry('Angemeldet mit Code aus der App')).toHaveCount(1);
  await expect(entry('Angemeldet mit einem Wiederherstellungscode (noch 9 übrig)')).toHaveCount(1);
  await expect(entry('Angemeldet mit einem Wiederherstellungscode (noch 8 übrig)')).toHaveCount(1);
  await expect(entry('Anmeldung fehlgeschlagen: falscher Code')).toHaveCount(2);
  await expect(entry('Benutzer angelegt als Mitarbeiter; Berechtigungen: FAQ')).toContainText(E2E_ADMIN.username);
  // Logins and failed logins are the member's own, whoever else is in the log.
  for (const text of ['Angemeldet', 'Anmeldung fehlgeschlagen']) {
    for (const row of await entry(text).all()) {
      expect(await row.locator('td').nth(1).textContent()).toBe(member.username);
    }
  }
  expect(await settledAxeViolations(page)).toEqual([]);
  await shot(page, 'activity-log');

  // By kind: the requirement, switched on and off by the admin.
  await page.getByLabel('Person').selectOption({ label: security.username });
  await page.getByLabel('Art').selectOption({ label: 'Zwei-Faktor-Anmeldung' });
  await expect(entry('Zwei-Faktor-Anmeldung für alle Mitarbeiter vorgeschrieben')).toHaveCount(1);
  await expect(entry('Zwei-Faktor-Anmeldung nicht mehr vorgeschrieben')).toHaveCount(1);
  await expect(entry('Angemeldet')).toHaveCount(0);
  await page.getByLabel('Person').selectOption({ label: required.username });
  await expect(entry('Zwei-Faktor-Anmeldung eingerichtet')).toHaveCount(1);
  await expect(entries).toHaveCount(1);

  // Admins only, on the server.
  const editorToken = await apiToken(request, member);
  const refused = await request.get('/api/admin/activity', { headers: { Authorization: `Bearer ${editorToken}` } });
  expect(refused.status()).toBe(403);
  expect(memberId).not.toBe('');
});
