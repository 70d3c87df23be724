import type { Page } from '@playwright/test';
import { confirm, createStaff, logIn, panel, RUN, shot, successBanner } from './support/admin';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/*
 * 'API-Schlüssel' in 'Mein Konto', as a staff member uses it: a key made with the password is shown once, reads
 * the statistics from a script, and stops working when revoked; staff without the statistics permission are
 * told why they cannot make one.
 */

async function openAccount(page: Page) {
  await page.getByRole('navigation', { name: 'Konto' }).getByRole('link', { name: 'Mein Konto' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
}

const analyst = { username: `analyse-${RUN}`, password: 'analyse-geheim-Watt-4', email: `analyse-${RUN}@example.de` };
const writer = {
  username: `schreiber-${RUN}`,
  password: 'schreiber-geheim-Watt-4',
  email: `schreib-${RUN}@example.de`,
};

test('a key is made with the password, shown once, reads the statistics and stops when revoked', async ({
  page,
  request,
}) => {
  await createStaff(request, { ...analyst, permissions: { statistics: true } });
  await logIn(page, analyst);
  await openAccount(page);
  const section = panel(page, 'API-Schlüssel');
  await expect(section.getByText('Noch keine API-Schlüssel angelegt.')).toBeVisible();

  await section.getByRole('textbox', { name: /^Name/ }).fill('Dashboard Kunde Müller');
  await section.getByRole('button', { name: 'API-Schlüssel erstellen' }).click();
  await expect(section.getByText('Bitte geben Sie Ihr aktuelles Passwort ein.').first()).toBeVisible();
  await section.getByLabel('Aktuelles Passwort').fill(analyst.password);
  await section.getByRole('button', { name: 'API-Schlüssel erstellen' }).click();

  const shown = section.getByTestId('new-api-key');
  await expect(shown).toContainText('Ihr neuer API-Schlüssel „Dashboard Kunde Müller“');
  const key = (await shown.locator('code').textContent())?.trim() ?? '';
  expect(key).toMatch(/^agk_[A-Za-z0-9_-]{43}$/);
  const row = section.getByRole('row', { name: /Dashboard Kunde Müller/ });
  await expect(row).toContainText(`${key.slice(0, 10)}…`);
  await expect(row).toContainText('noch nie');
  expect(await settledAxeViolations(page)).toEqual([]);
  await shot(page, 'account-api-key-new');

  await shown.getByRole('button', { name: 'Fertig' }).click();
  await expect(section.getByTestId('new-api-key')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);

  // A script reads the statistics with the key alone.
  const read = () => request.get('/api/admin/statistics?period=7d', { headers: { Authorization: `Bearer ${key}` } });
  expect((await read()).status()).toBe(200);

  await page.reload();
  await expect(panel(page, 'API-Schlüssel').getByRole('row', { name: /Dashboard Kunde Müller/ })).not.toContainText(
    'noch nie',
  );
  await panel(page, 'API-Schlüssel')
    .getByRole('button', { name: 'API-Schlüssel „Dashboard Kunde Müller“ widerrufen' })
    .click();
  await confirm(page, 'API-Schlüssel widerrufen?', 'Widerrufen');
  await expect(successBanner(page)).toHaveText('API-Schlüssel „Dashboard Kunde Müller“ widerrufen');
  await expect(panel(page, 'API-Schlüssel').getByText('Noch keine API-Schlüssel angelegt.')).toBeVisible();
  expect((await read()).status()).toBe(401);
});

test('staff without the statistics permission are told why they cannot make a key', async ({ page, request }) => {
  await createStaff(request, { ...writer, permissions: { faq: true } });
  await logIn(page, writer);
  await openAccount(page);
  const section = panel(page, 'API-Schlüssel');
  await expect(
    section.getByText(
      'API-Schlüssel lesen die Statistik. Um einen zu erstellen, brauchen Sie die Berechtigung „Statistik“.',
    ),
  ).toBeVisible();
  await expect(section.getByRole('button', { name: 'API-Schlüssel erstellen' })).toHaveCount(0);
});
