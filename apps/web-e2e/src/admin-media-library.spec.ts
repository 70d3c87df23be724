import sharp from 'sharp';
import { confirm, dialog, errorBanner, logIn, openTab, RUN, successBanner } from './support/admin';
import { settledAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const picture = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

test('Bilder: the library uploads with progress, refuses an SVG in German, edits alt text and focal point, deletes to the trash', async ({
  page,
}) => {
  await logIn(page);
  await openTab(page, 'Bilder');
  const library = page.getByRole('region', { name: 'Mediathek' });
  const name = `Hafen-${RUN}.png`;

  await library.getByLabel('Bilder auswählen').setInputFiles([
    { name, mimeType: 'image/png', buffer: await picture('#2a6f97') },
    {
      name: `skizze-${RUN}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    },
  ]);
  const uploads = library.getByTestId('media-upload');
  await expect(uploads.filter({ hasText: name })).toContainText('Hochgeladen');
  await expect(uploads.filter({ hasText: `skizze-${RUN}.svg` }).getByRole('alert')).toHaveText(
    'SVG-Dateien werden nicht angenommen.',
  );

  // The thumbnail is a variant: it shows once the queue has made them.
  const item = library.getByTestId('media-item').filter({ hasText: name });
  await expect(item.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-480\.webp$/);
  await expect(item).toContainText('Kein Alternativtext');
  expect(await settledAxeViolations(page)).toEqual([]);

  await item.getByRole('button', { name: `${name} bearbeiten` }).click();
  const edit = dialog(page, `Bild bearbeiten: ${name}`);
  await edit.getByLabel('Alternativtext').fill(`Segelboote im Hafen ${RUN}`);
  await edit.getByRole('button', { name: 'Fokuspunkt setzen' }).click({ position: { x: 10, y: 10 } });
  await expect(edit.getByTestId('media-focal-point')).not.toHaveText('50 % / 50 %');
  await expect(edit.getByTestId('media-uses')).toContainText('Nirgends verwendet.');
  expect(await settledAxeViolations(page, undefined, '[role="dialog"]')).toEqual([]);
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit).toBeHidden();
  await expect(successBanner(page)).toHaveText('Bild gespeichert.');
  await expect(item).toContainText(`Segelboote im Hafen ${RUN}`);

  // Found by its alt text.
  await library.getByLabel('Bilder suchen').fill(`segelboote im hafen ${RUN}`);
  await expect(library.getByTestId('media-item')).toHaveCount(1);

  await item.getByRole('button', { name: `${name} löschen` }).click();
  await confirm(page, 'Bild löschen');
  await expect(successBanner(page)).toHaveText(`„${name}“ liegt jetzt im Papierkorb.`);
  await expect(library.getByTestId('media-item')).toHaveCount(0);
  await expect(errorBanner(page)).toHaveCount(0);
});
