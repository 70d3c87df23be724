// Writes WebP copies of the site's pictures in several widths, with Debian's Chromium (canvas encoder):
//   node apps/web/scripts/generate-image-variants.cjs
// For every public/images/**/*.jpg|png: name-<width>w.webp for each width below that is smaller than the
// original, plus one at the original width, and src/config/image-variants.json listing the widths per
// picture. The pages use that list for srcset (components/ui/picture.tsx); a picture without an entry (one
// staff point to elsewhere) is shown as it is. Run it again after adding or replacing a picture.
const { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');

const WIDTHS = [480, 800, 1200, 1600];
const QUALITY = 0.72;
const publicDir = path.resolve(__dirname, '../public');
const manifestFile = path.resolve(__dirname, '../src/config/image-variants.json');

function pictures(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return pictures(file);
    return /\.(jpe?g|png)$/i.test(name) ? [file] : [];
  });
}

(async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage();
  await page.setContent('<body></body>');
  const manifest = {};
  for (const file of pictures(path.join(publicDir, 'images')).sort()) {
    const url = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
    const data = `data:image/${/\.png$/i.test(file) ? 'png' : 'jpeg'};base64,${readFileSync(file).toString('base64')}`;
    const variants = await page.evaluate(
      async ({ data, widths, quality }) => {
        const image = new Image();
        image.src = data;
        await image.decode();
        const targets = [...new Set([...widths.filter((w) => w < image.naturalWidth), image.naturalWidth])];
        return targets.map((width) => {
          const height = Math.round((image.naturalHeight * width) / image.naturalWidth);
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, width, height);
          return { width, webp: canvas.toDataURL('image/webp', quality) };
        });
      },
      { data, widths: WIDTHS, quality: QUALITY },
    );
    for (const { width, webp } of variants) {
      const target = file.replace(/\.(jpe?g|png)$/i, `-${width}w.webp`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(webp.split(',')[1], 'base64'));
    }
    manifest[url] = variants.map((variant) => variant.width);
  }
  const lines = Object.entries(manifest).map(([url, widths]) => `  ${JSON.stringify(url)}: ${JSON.stringify(widths)}`);
  writeFileSync(manifestFile, `{\n${lines.join(',\n')}\n}\n`);
  await browser.close();
  console.log(
    `${Object.keys(manifest).length} Bilder, WebP-Varianten und ${path.relative(process.cwd(), manifestFile)} geschrieben`,
  );
})();
