import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  apiToken,
  confirm,
  dialog,
  errorBanner,
  fitsOnOneLine,
  logIn,
  openTab,
  overflowsSideways,
  RUN,
  shot,
  submitLogin,
  successBanner,
} from './support/admin';
import { settledAxeViolations } from './support/axe';
import { queuedTasksRun } from './support/barriers';
import { E2E_API_DIST_DIR, WORKSPACE_ROOT } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { VISITOR_USER_AGENT } from './support/public-site';

test('Backend: pipeline status, stop and restart after confirmation, queued events processed, logs, autostart', async ({
  page,
  request,
}) => {
  // The screen reloads the status 2 s after a stop and 5 s after a restart, and polls every 5 s: the
  // page's clock lets the test pass that time at once.
  await page.clock.install();
  await logIn(page);
  await openTab(page, 'Backend');
  const status = page.getByTestId('backend-status');
  await expect(status).toHaveText('Läuft');
  await expect(page.getByText(/^Läuft \(\d+ Worker\)$/)).toBeVisible();
  const metric = (label: string) =>
    page
      .locator('dl div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(metric('PID')).toHaveText(/^\d[\d.]*$/);
  await expect(metric('Worker')).toHaveText('1');
  // Every figure stays on one line inside its tile ('0 h 0 min' wrapped at 1280 px), also on a phone.
  await expect(metric('Laufzeit')).toHaveText(/^\d+ h \d+ min$/);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const label of [
      'PID',
      'Laufzeit',
      'Speicher',
      'CPU',
      'Warteschlange',
      'In Arbeit',
      'Fehlgeschlagen',
      'Worker',
    ]) {
      await expect
        .poll(() => fitsOnOneLine(metric(label)), { message: `${label} bei ${viewport.width} px` })
        .toEqual({ oneLine: true, fits: true });
    }
    await expect
      .poll(() => overflowsSideways(page), { message: `no sideways scrolling at ${viewport.width} px` })
      .toBe(false);
    await shot(page, `backend-tiles-${viewport.width}`, false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Stop asks first; cancelling changes nothing.
  await page.getByRole('button', { name: 'Stoppen' }).click();
  const stop = dialog(page, 'Backend stoppen');
  await expect(stop).toContainText('Die Verarbeitung der Besucherdaten wird angehalten. Fortfahren?');
  await stop.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(status).toHaveText('Läuft');
  await page.getByRole('button', { name: 'Stoppen' }).click();
  await confirm(page, 'Backend stoppen', 'Stoppen');
  await expect(successBanner(page)).toHaveText(
    'Verarbeitung angehalten: neue Ereignisse warten in der Queue, nichts geht verloren',
  );
  // The status reloads 2 s after a stop (the api has paused the queue before it answers).
  await page.clock.runFor(2000);
  await expect(status).toHaveText('Gestoppt');
  await expect(page.getByText('Angehalten: Ereignisse warten in der Queue')).toBeVisible();

  // A visit while stopped waits in the queue.
  const view = await request.post('/api/track/pageview', {
    headers: { 'User-Agent': VISITOR_USER_AGENT },
    data: {
      page_path: `/backend-test-${RUN}`,
      referrer: null,
      user_agent: VISITOR_USER_AGENT,
      device_type: 'desktop',
      browser: 'Chrome',
      duration_seconds: 0,
      // A consenting visitor's view: without a session id the built-in configuration counts nothing.
      session_id: `sess_backend_${RUN}`,
    },
  });
  expect(view.status()).toBe(202);
  await expect(async () => {
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(metric('Warteschlange')).toHaveText('1', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await shot(page, 'backend-stopped');

  await page.getByRole('button', { name: 'Neustart' }).click();
  await expect(dialog(page, 'Backend neu starten')).toContainText(
    'Die Verarbeitung der Besucherdaten wird neu gestartet. Fortfahren?',
  );
  await confirm(page, 'Backend neu starten', 'Neu starten');
  await expect(successBanner(page)).toHaveText(
    'Neustart eingeleitet: laufende Batches werden abgeschlossen, dann startet der Worker neu',
  );
  // The status reloads 5 s after a restart; the waiting event is processed. The worker restarts after the
  // api's answer: once the api reports it running with its new consumer, 5 s of page time bring the reload.
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  await expect
    .poll(
      async () => {
        const { logs: lines } = (await (
          await request.get('/api/admin/backend/logs?lines=100', { headers })
        ).json()) as { logs: string[] };
        const restarted = lines.findLastIndex((line) =>
          line.includes('Neustart: laufende Batches werden abgeschlossen'),
        );
        const consuming = lines.findLastIndex((line) => line.includes('verarbeitet die Queue'));
        const { status: now } = (await (await request.get('/api/admin/backend/status', { headers })).json()) as {
          status: string;
        };
        return restarted >= 0 && consuming > restarted ? now : 'restarting';
      },
      { message: 'the worker runs again after the restart' },
    )
    .toBe('running');
  await page.clock.runFor(5000);
  await expect(status).toHaveText('Läuft');
  await expect(async () => {
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(metric('Warteschlange')).toHaveText('0', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  // Logs: the last 100 lines, with what was just done.
  await page.getByRole('button', { name: 'Logs laden' }).click();
  const logs = page.getByTestId('backend-logs');
  await expect(logs).toContainText('Pipeline angehalten von admin');
  await expect(logs).toContainText('Neustart angefordert von admin');
  expect((await logs.innerText()).split('\n').length).toBeLessThanOrEqual(100);

  // Autostart: saved with the server's message, and read back.
  const autostart = page.getByRole('switch', { name: 'Autostart' });
  await expect(autostart).toHaveAttribute('aria-checked', 'true');
  await autostart.click();
  await expect(successBanner(page)).toHaveText('Autostart ausgeschaltet');
  await expect(autostart).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await openTab(page, 'Backend');
  await expect(autostart).toHaveAttribute('aria-checked', 'false');
  await autostart.click();
  await expect(successBanner(page)).toHaveText('Autostart eingeschaltet');
  await expect(autostart).toHaveAttribute('aria-checked', 'true');

  // The optional auto-refresh tick box.
  const tick = page.getByLabel('Automatisch aktualisieren (5 s)');
  await expect(tick).not.toBeChecked();
  const polled = page.waitForRequest((r) => r.url().endsWith('/api/admin/backend/status'));
  await tick.check();
  // The query takes its 5 s interval in an effect of the render the tick caused.
  await queuedTasksRun(page);
  await page.clock.runFor(5000);
  await polled;
  await shot(page, 'backend-running');
});

test('Backend: the last backup in the panel Datensicherung, written by npm run backup through the running product; axe-clean', async ({
  page,
  api,
}) => {
  await logIn(page);
  await openTab(page, 'Backend');
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Datensicherung' }) });
  const fact = (label: string) =>
    panel
      .locator('dl div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  // Before the first backup nothing is 'Aktuell'; the next night's run is at the schedule's Berlin time.
  await expect(panel.getByTestId('backup-state')).toHaveText('Erste Sicherung ausstehend');
  await expect(panel).toContainText('Jede Nacht um 03:30 Uhr, die letzten 7 Sicherungen bleiben erhalten');
  await expect(fact('Ergebnis')).toHaveText('Noch keine Sicherung');
  await expect(fact('Nächste Sicherung')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, 03:30$/);

  // `npm run backup` while the product runs: the product writes the archive, the command relays its progress.
  const out = path.join(tmpdir(), `e2e-backup-${Date.now()}.tar`);
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.resolve(WORKSPACE_ROOT, E2E_API_DIST_DIR, 'apps/api/src/cli/backup.js'), '--out', out],
      { cwd: WORKSPACE_ROOT, env: { PATH: process.env['PATH'], HOME: process.env['HOME'], DATA_DIR: api.dataDir } },
    );
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^Backup written: .*e2e-backup-\d+\.tar \(.+, \d+ bytes\)/);
  } finally {
    await rm(out, { force: true });
  }
  await page.reload();
  await openTab(page, 'Backend');
  await expect(fact('Ergebnis')).toHaveText('Erfolgreich');
  await expect(fact('Größe')).toHaveText(/^\d+(,\d)? (KB|MB)$/);
  await expect(fact('Letzte Sicherung')).not.toHaveText('–');
  await expect(panel.getByTestId('backup-state')).toHaveText('Aktuell');
  // Below it, what the outbox could not deliver: nothing on a fresh installation.
  const undelivered = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Nicht zugestellte E-Mails und Übertragungen' }) });
  await expect(undelivered).toContainText('Alle E-Mails und Übertragungen sind zugestellt.');
  expect(await settledAxeViolations(page)).toEqual([]);
  await shot(page, 'backend-backup');
});

test('Benutzer: create (editor by default, no permissions), inline edit, duplicate refused, delete after confirmation', async ({
  page,
  browser,
}) => {
  await logIn(page);
  await openTab(page, 'Benutzer');
  const form = page.getByTestId('user-create-form');
  await expect(form.getByLabel('Rolle')).toHaveValue('editor');
  for (const checkbox of await form.getByRole('checkbox').all()) {
    if ((await checkbox.evaluate((el) => el.parentElement?.textContent)) !== 'Aktiv')
      await expect(checkbox).not.toBeChecked();
  }
  const username = `kai-${RUN}`;
  await form.getByRole('textbox', { name: /^Benutzername/ }).fill(username);
  await form.getByRole('textbox', { name: /^E-Mail/ }).fill(`kai.${RUN}@example.de`);
  await form.getByLabel(/^Passwort/).fill('kai-geheim-123');
  await form.getByLabel('Bewertungen').check();
  await form.getByLabel('Bilder').check();
  await form.getByRole('button', { name: 'Benutzer erstellen' }).click();
  await expect(successBanner(page)).toHaveText('Benutzer erfolgreich erstellt!');
  await expect(form.getByRole('textbox', { name: /^Benutzername/ })).toHaveValue('');

  const row = page.getByTestId('user-row').filter({ hasText: username });
  await expect(row.getByText('Mitarbeiter', { exact: true })).toBeVisible();
  await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(row.getByText('Bewertungen', { exact: true })).toBeVisible();
  await expect(row.getByText('Bilder', { exact: true })).toBeVisible();
  await expect(row.getByText('Statistiken', { exact: true })).toHaveCount(0);

  // The new account works: its tabs are exactly the granted ones.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/admin');
  await submitLogin(other, { username, password: 'kai-geheim-123' });
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Bewertungen');
  // 'Geplant' comes with any content permission (plans across content types).
  await expect(other.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link')).toHaveText([
    'Bewertungen',
    'Bilder',
    'Geplant',
  ]);
  await other.context().close();

  // The same user name again is refused with the server's reason.
  await form.getByRole('textbox', { name: /^Benutzername/ }).fill(username);
  await form.getByRole('textbox', { name: /^E-Mail/ }).fill(`kai2.${RUN}@example.de`);
  await form.getByLabel(/^Passwort/).fill('kai-geheim-123');
  await form.getByRole('button', { name: 'Benutzer erstellen' }).click();
  await expect(errorBanner(page)).toHaveText(/^Fehler: .+/);
  await shot(page, 'users-duplicate-error', false);

  // Inline edit: deactivate, add a permission; a blank password stays unchanged.
  await row.getByRole('button', { name: `${username} bearbeiten` }).click();
  // While edited, the name sits in an input: the row is the one holding the form.
  const editing = page.getByTestId('user-row').filter({ has: page.locator('form') });
  await expect(editing.getByRole('textbox', { name: /^Benutzername/ })).toHaveValue(username);
  await expect(editing.getByLabel(/^Passwort/)).toHaveValue('');
  await editing.getByLabel('Aktiv', { exact: true }).uncheck();
  await editing.getByLabel('Rechtstexte').check();
  await editing.getByRole('button', { name: 'Speichern' }).click();
  // Deactivating asks first, saying what of theirs would end with it (nothing planned here).
  await expect(dialog(page, 'Benutzer deaktivieren').getByTestId('ending-work')).toHaveText(
    'Damit enden keine geplanten Veröffentlichungen und keine Vorschau-Links.',
  );
  await confirm(page, 'Benutzer deaktivieren', 'Deaktivieren');
  await expect(successBanner(page)).toHaveText('Benutzer aktualisiert!');
  await expect(row.getByText('Inaktiv', { exact: true })).toBeVisible();
  await expect(row.getByText('Rechtstexte', { exact: true })).toBeVisible();
  await shot(page, 'users-list');

  await row.getByRole('button', { name: `${username} löschen` }).click();
  await expect(dialog(page, 'Benutzer löschen')).toContainText(`Benutzer „${username}“ wirklich löschen?`);
  await confirm(page, 'Benutzer löschen');
  await expect(successBanner(page)).toHaveText('Benutzer gelöscht!');
  await expect(row).toHaveCount(0);
});
