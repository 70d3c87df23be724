import { berlinClock } from '@agency/contracts';
import {
  apiToken,
  basedOnCurrent,
  confirm,
  createStaff,
  logIn,
  openTab,
  panel,
  RUN,
  shot,
  successBanner,
} from './support/admin';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('Backend: the site as it was at a moment – preview, restore (the old price on /preise), undo; axe-clean', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const name = `Zeitreise ${RUN}`;
  const created = await request.post('/api/admin/pricing-packages', {
    headers,
    data: { name, price: 4711, features: ['Alles aus einer Hand'], enabled: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = ((await created.json()) as { package: { id: string } }).package;
  const preise = () => request.get('/preise').then((r) => r.text());
  await expect.poll(preise).toContain('4.711');

  // The moment: the next whole second, once it has passed; then the price changes.
  const moment = new Date(Math.ceil((Date.now() + 1) / 1000) * 1000);
  await expect.poll(() => Date.now()).toBeGreaterThan(moment.getTime() + 20);
  const changed = await request.put(`/api/admin/pricing-packages/${id}`, {
    headers: await basedOnCurrent(request, headers, `/api/admin/pricing-packages/${id}`),
    data: { price: 4712 },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await expect.poll(preise).toContain('4.712');

  await logIn(page);
  await openTab(page, 'Backend');
  const box = panel(page, 'Website zu einem Zeitpunkt');
  const { date, time } = berlinClock(moment);
  await box.getByLabel('Datum').fill(date);
  await box.getByLabel('Uhrzeit').fill(time);
  await box.getByRole('button', { name: 'Änderungen anzeigen' }).click();
  await expect(box.getByTestId('site-history-summary')).toContainText('1 Inhalt würde auf den Stand vom');
  const item = box.getByTestId('site-history-change');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${name} (Preispakete) – wird geändert`);
  await expect(item.locator('tbody tr')).toHaveText([/price\s*4\.712\s*4\.711/]);
  expect(await settledAxeViolations(page)).toEqual([]);
  await shot(page, 'backend-site-history-preview');

  await box.getByRole('button', { name: 'Auf diesen Stand zurücksetzen' }).click();
  await confirm(page, 'Website zurücksetzen', 'Zurücksetzen');
  await expect(successBanner(box)).toHaveText('1 Inhalt auf den Stand des Zeitpunkts gebracht');
  // The public page, rendered on the server, shows the old price again.
  await expect.poll(preise).toContain('4.711');
  expect(await preise()).not.toContain('4.712');
  // The restore is in the package's history, as a restore by the staff member.
  const history = await request.get(`/api/admin/pricing-packages/${id}/history`, { headers });
  const entries = ((await history.json()) as { history: { type: string; restoredVersion?: number }[] }).history;
  expect(entries[entries.length - 1]).toMatchObject({ type: 'reverted', restoredVersion: 1 });

  // Undo: back to the moment just before the restore.
  await box.getByRole('button', { name: 'Zurücksetzen rückgängig machen' }).click();
  await expect(successBanner(box)).toHaveText('1 Inhalt auf den Stand des Zeitpunkts gebracht');
  await expect.poll(preise).toContain('4.712');
  await expect(box.getByRole('button', { name: 'Zurücksetzen rückgängig machen' })).toBeHidden();
});

test('System: Aufbewahrung – off by default with the recommended value, saved, applied now, the run listed', async ({
  page,
}) => {
  await logIn(page);
  await openTab(page, 'System');
  const box = panel(page, 'Aufbewahrung');
  const requests = box.getByRole('switch', { name: 'Anfragen automatisch löschen' });
  await expect(requests).toHaveAttribute('aria-checked', 'false');
  const months = box.getByLabel(/^Anfragen löschen nach \(Monaten\)/);
  await expect(months).toBeDisabled();
  await expect(months).toHaveValue('12');
  await expect(box.getByText('(empfohlen: 12)')).toBeVisible();
  await expect(box.getByLabel(/^Rohdaten der Statistik aufbewahren/)).toHaveValue('25');

  await requests.click();
  await months.fill('0');
  await box.getByRole('button', { name: 'Fristen speichern' }).click();
  await expect(box.getByTestId('banner-error')).toContainText('Anfragen: mindestens 1 Monat');
  await months.fill('24');
  await box.getByRole('button', { name: 'Fristen speichern' }).click();
  await expect(successBanner(box)).toHaveText('Aufbewahrung gespeichert');

  await box.getByRole('button', { name: 'Jetzt anwenden' }).click();
  await confirm(page, 'Aufbewahrung jetzt anwenden?', 'Jetzt löschen');
  await expect(successBanner(box)).toHaveText(/^0 Anfragen gelöscht, \d+ Statistik-Rohdaten entfernt$/);
  const runs = box.getByTestId('retention-runs');
  await expect(runs.locator('tbody tr').first()).toContainText('0');
  expect(await settledAxeViolations(page)).toEqual([]);
  await shot(page, 'system-retention');

  // Back to the default, for the specs after this one.
  await requests.click();
  await box.getByRole('button', { name: 'Fristen speichern' }).click();
  await expect(successBanner(box)).toHaveText('Aufbewahrung gespeichert');
});

test('System: Aufbewahrung – staff with `system` alone see why they can neither change a period nor run it', async ({
  page,
  request,
}) => {
  const editor = { username: `aufbewahrung${RUN}`, password: 'Aufbewahrung-2026-sicher' };
  await createStaff(request, { ...editor, email: `${editor.username}@agentur.example`, permissions: { system: true } });
  await logIn(page, editor, 'Mitarbeiter');
  await openTab(page, 'System');
  const box = panel(page, 'Aufbewahrung');
  await expect(box.getByRole('switch', { name: 'Anfragen automatisch löschen' })).toBeDisabled();
  const requests = box.getByLabel(/^Anfragen löschen nach \(Monaten\)/);
  await expect(requests).toBeDisabled();
  await expect(requests).toHaveAccessibleDescription('Nur mit der Berechtigung „Anfragen & Kundennotizen“ änderbar');
  const analytics = box.getByLabel(/^Rohdaten der Statistik aufbewahren/);
  await expect(analytics).toBeDisabled();
  await expect(analytics).toHaveAccessibleDescription('Nur mit der Berechtigung „Statistiken“ änderbar');
  await expect(box.getByRole('button', { name: 'Fristen speichern' })).toBeDisabled();
  const run = box.getByRole('button', { name: 'Jetzt anwenden' });
  await expect(run).toBeDisabled();
  await expect(run).toHaveAccessibleDescription(
    '„Jetzt anwenden“ löscht Anfragen und Rohdaten der Statistik; dafür fehlen Ihnen die Berechtigungen ' +
      '„Anfragen & Kundennotizen“ und „Statistiken“.',
  );
  expect(await settledAxeViolations(page)).toEqual([]);
  await shot(page, 'system-retention-locked');
});
