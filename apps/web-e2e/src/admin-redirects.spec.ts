import { dialog, logIn, openTab, RUN, successBanner } from './support/admin';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('Weiterleitungen: an old address sends visitors on once published; a circle is refused with its reason; axe-clean', async ({
  page,
}) => {
  const old = `/alte-leistungen-${RUN}`;
  await logIn(page);
  await openTab(page, 'Weiterleitungen');
  await page.getByRole('button', { name: 'Neue Weiterleitung' }).click();
  const form = dialog(page, 'Neue Weiterleitung');
  await form.getByLabel('Alte Adresse').fill(old);
  await form.getByLabel('Ziel').fill('/leistungen');
  await expect(form.getByLabel('Art')).toHaveValue('301');
  expect(await settledAxeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(page)).toHaveText('Weiterleitung hinzugefügt!');

  // A visitor following the old address lands on the new page, its query string along.
  const visitor = await page.context().newPage();
  await expect
    .poll(async () => {
      await visitor.goto(`${old}?utm_source=newsletter`);
      return new URL(visitor.url()).pathname + new URL(visitor.url()).search;
    })
    .toBe('/leistungen?utm_source=newsletter');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Unsere Leistungen');
  await visitor.close();

  // The new page sent back to the old address would be a circle: refused, nothing saved.
  await page.getByRole('button', { name: 'Neue Weiterleitung' }).click();
  await form.getByLabel('Alte Adresse').fill('/leistungen');
  await form.getByLabel('Ziel').fill(old);
  await form.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(form.getByRole('alert')).toContainText(`Weiterleitung im Kreis: ${old} → /leistungen → ${old}`);
  expect((await page.request.get('/leistungen', { maxRedirects: 0 })).status()).toBe(200);
});
