import { readFileSync } from 'node:fs';
import { dialog, errorBanner, logIn, openTab, panel, RUN, successBanner } from './support/admin';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('Nicht gefundene Seiten: a dead link is listed and becomes a 301 with one click; a circle is refused; axe-clean', async ({
  page,
  browser,
  baseURL,
}) => {
  const dead = `/alte-angebote-${RUN}`;
  const circleA = `/kreis-a-${RUN}`;
  const circleB = `/kreis-b-${RUN}`;

  // A visitor follows a link of the site to an address that is gone (and two more dead addresses). Headless
  // Chromium says so in its user agent, and the server does not count bots: the visitor's browser is a plain one.
  const visitorContext = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });
  const visitor = await visitorContext.newPage();
  const answer = await visitor.goto(dead, { referer: `${baseURL}/leistungen` });
  expect(answer?.status()).toBe(404);
  for (const path of [circleA, circleB]) expect((await visitor.goto(path))?.status()).toBe(404);

  await logIn(page);
  await openTab(page, 'Statistiken');
  const list = panel(page, 'Nicht gefundene Seiten');
  const row = list.getByRole('row').filter({ hasText: dead });
  // The server writes its counts every few seconds: 'Aktualisieren' until the row is there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('/leistungen (1)');
  expect(await settledAxeViolations(page)).toEqual([]);

  // One click on the row, the target, and the old address sends visitors on.
  await row.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
  const form = dialog(page, 'Weiterleitung anlegen');
  await form.getByLabel('Ziel').fill('/preise');
  await expect(form.getByLabel('Art')).toHaveValue('301');
  expect(await settledAxeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
  await expect(successBanner(list)).toHaveText(`Weiterleitung für ${dead} angelegt`);
  await expect(row).toContainText('Weiterleitung vorhanden');
  await expect
    .poll(async () => {
      const moved = await page.request.get(dead, { maxRedirects: 0 });
      return `${moved.status()} ${moved.headers()['location']}`;
    })
    .toBe('301 /preise');
  await visitor.goto(dead);
  await expect(visitor).toHaveURL(/\/preise$/);
  await visitorContext.close();

  // Two dead addresses sent to each other: the second is refused with the circle, and stays a 404 row.
  await expect(async () => {
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(list.getByRole('row').filter({ hasText: circleB })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await list
    .getByRole('row')
    .filter({ hasText: circleA })
    .getByRole('button', { name: 'Weiterleitung anlegen' })
    .click();
  await form.getByLabel('Ziel').fill(circleB);
  await form.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
  await expect(form).toBeHidden();
  await list
    .getByRole('row')
    .filter({ hasText: circleB })
    .getByRole('button', { name: 'Weiterleitung anlegen' })
    .click();
  await form.getByLabel('Ziel').fill(circleA);
  await form.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
  await expect(form.getByRole('alert')).toContainText(`Weiterleitung im Kreis: ${circleA} → ${circleB} → ${circleA}`);
  // The typed target is not dropped by accident: leaving asks first.
  await form.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog(page, 'Ungespeicherte Änderungen verwerfen?').getByRole('button', { name: 'Verwerfen' }).click();
  await expect(form).toBeHidden();
  expect((await page.request.get(circleB, { maxRedirects: 0 })).status()).toBe(404);

  // The redirect counts the visitor it sent on, in 'Weiterleitungen'.
  await openTab(page, 'Weiterleitungen');
  const card = page.getByTestId('content-card').filter({ hasText: dead });
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('redirect-hits')).toContainText('Aufrufe: 2', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(await settledAxeViolations(page)).toEqual([]);
});

test('Weiterleitungen as CSV: the export downloads all; a bad file names its lines and changes nothing; a good one imports', async ({
  page,
}) => {
  const header = 'Alte Adresse;Ziel;Art;Gilt für;Aktiv;Notiz';
  const from = `/katalog-${RUN}`;
  await logIn(page);
  await openTab(page, 'Weiterleitungen');
  const csvPanel = panel(page, 'Import und Export');
  const file = page.getByLabel('CSV importieren');

  await file.setInputFiles({
    name: 'weiterleitungen.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${from};/preise;307;genau;ja;\n/api/x;/faq;301;genau;ja;\n`),
  });
  await expect(errorBanner(csvPanel)).toHaveText('Import abgelehnt (2 Fehler); es wurde nichts geändert');
  await expect(csvPanel.getByTestId('import-problems').getByRole('listitem')).toHaveText([
    'Zeile 2: Art: 301, 302 oder 410',
    'Zeile 3: Die alte Adresse ist ein Pfad der Website, z. B. /alte-seite (nicht unter /api oder /admin)',
  ]);
  expect((await page.request.get(from, { maxRedirects: 0 })).status()).toBe(404);
  expect(await settledAxeViolations(page)).toEqual([]);

  await file.setInputFiles({
    name: 'weiterleitungen.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\n${from};/preise;301;genau;ja;Katalog 2024\n`),
  });
  await expect(successBanner(csvPanel)).toHaveText('1 Weiterleitung angelegt, 0 ersetzt');
  await expect(page.getByTestId('content-card').filter({ hasText: from })).toBeVisible();
  expect((await page.request.get(from, { maxRedirects: 0 })).headers()['location']).toBe('/preise');

  const download = page.waitForEvent('download');
  await csvPanel.getByRole('link', { name: 'CSV exportieren' }).click();
  const saved = await (await download).path();
  expect(readFileSync(saved, 'utf8')).toContain(`${from};/preise;301;genau;ja;Katalog 2024`);
});
