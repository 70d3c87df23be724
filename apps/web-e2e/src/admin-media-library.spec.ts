import sharp from 'sharp';
import { confirm, dialog, errorBanner, logIn, openTab, RUN, shot, successBanner } from './support/admin';
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

/** A 12-megapixel camera photo with the place it was taken in its EXIF (GPS) and a portrait orientation flag. */
const cameraPhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3b6e8f' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><circle cx="2800" cy="900" r="500" fill="#f2c14e"/><rect y="2000" width="4000" height="1000" fill="#1d3b53"/></svg>',
        ),
      },
    ])
    .withExif({
      IFD0: { Make: 'Kamera', Model: 'Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 59/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();

test('a camera photo uploaded for a new portfolio project reaches /portfolio as AVIF through srcset, without its GPS, with no layout shift', async ({
  page,
  browser,
  request,
}) => {
  const photo = await cameraPhoto();
  expect((await sharp(photo).metadata()).exif?.includes(Buffer.from('Kamera'))).toBe(true);
  const name = `Relaunch-${RUN}.jpg`;
  const title = `Neuer Webauftritt ${RUN}`;
  await logIn(page);

  // The new project's form: the picture is uploaded where it is chosen.
  await openTab(page, 'Portfolio');
  await page.getByRole('button', { name: 'Neues Projekt' }).click();
  const form = dialog(page, 'Neues Projekt');
  await form.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await form.getByRole('textbox', { name: /^Kunde\b/ }).fill('Watt GmbH');
  await form.getByRole('button', { name: 'Aus der Mediathek wählen' }).click();
  const chooser = page.getByTestId('media-chooser');
  await chooser.getByLabel('Bilder auswählen').setInputFiles([{ name, mimeType: 'image/jpeg', buffer: photo }]);
  await expect(chooser.getByTestId('media-upload').filter({ hasText: name })).toContainText('Hochgeladen', {
    timeout: 60_000,
  });
  // Its variants are made in the background; then it asks for its alt text when chosen.
  const choice = chooser.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(choice).toContainText('Ohne Alternativtext – beim Wählen ergänzen', { timeout: 60_000 });
  expect(await settledAxeViolations(page, undefined, '[data-testid="media-chooser"] [role="dialog"]')).toEqual([]);
  await shot(page, 'media-chooser', false);
  await choice.click();

  // Alt text and focal point: the sun in the upper right stays in view when a layout crops the photo.
  const edit = dialog(page, `Bild bearbeiten: ${name}`);
  await edit.getByLabel('Alternativtext').fill(`Startseite des neuen Webauftritts ${RUN}`);
  const focus = edit.getByRole('button', { name: 'Fokuspunkt setzen' });
  const box = await focus.boundingBox();
  if (!box) throw new Error('the picture to set the focal point on is not shown');
  await focus.click({ position: { x: box.width * 0.7, y: box.height * 0.3 } });
  await expect(edit.getByTestId('media-focal-point')).toHaveText('70 % / 30 %');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(chooser).toBeHidden();
  const reference = await form.getByRole('textbox', { name: /^Bild-URL/ }).inputValue();
  expect(reference).toMatch(/^\/media\/[0-9a-f]{32}-1600\.jpg\?focus=70,30$/);
  await form.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(successBanner(page)).toContainText('Projekt');

  // A visitor's Chromium picks the AVIF of the width the layout needs; nothing moves while it loads.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await visitor.goto('/portfolio');
  const card = visitor.getByRole('listitem').filter({ hasText: title });
  await card.scrollIntoViewIfNeeded();
  const image = card.locator('img').first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')), {
      message: 'the picture has loaded',
    })
    .toMatch(/\/media\/[0-9a-f]{32}-(480|960|1600)\.avif$/);
  expect(await card.locator('picture source[type="image/avif"]').getAttribute('srcset')).toContain('-1600.avif 1600w');
  expect(await image.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('70% 30%');
  expect(await visitor.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  await shot(visitor, 'portfolio-library-picture', false);

  // No variant carries the camera's EXIF or the place it was taken.
  const [, hash] = /\/media\/([0-9a-f]{32})-/.exec(reference) ?? [];
  for (const width of [480, 960, 1600])
    for (const format of ['avif', 'webp', 'jpg']) {
      const variant = await request.get(`/media/${hash}-${width}.${format}`);
      expect(variant.status(), `${width}.${format}`).toBe(200);
      const metadata = await sharp(await variant.body()).metadata();
      expect([`${width}.${format}`, metadata.exif]).toEqual([`${width}.${format}`, undefined]);
    }
  await visitorContext.close();
});
