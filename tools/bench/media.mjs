#!/usr/bin/env node
// bench:media — the picture library against the built one-machine product (embedded stores, a fresh data
// directory), in one run:
//   1. upload to visible: BENCH_IMAGES photos of 12 megapixels (4000 × 3000 JPEG, as phones make them) sent
//      at once, as staff drop them on the library; for each, the seconds from sending it until its variants are
//      served (the 960 px AVIF answers 200), and until all of them are;
//   2. the pictures /portfolio makes a browser load: Debian's Chromium at 390 px (a phone) and 1280 px (a
//      laptop) wide, scrolled to the end so every lazy picture loads; the bytes of every image answer, as sent
//      (compressed size on the wire), and which formats they came in.
// Settings: BENCH_IMAGES (10), BENCH_PORT (3500), BENCH_PRODUCT_ROOT (a checkout whose build to measure, e.g.
// the main branch's; this one).
// Last line: upload_visible_s_median=… upload_visible_s_max=… all_visible_s=… portfolio_kb_390=…
// portfolio_kb_1280=…
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { benchProduct, stopChild } from './product.mjs';

const IMAGES = Number(process.env.BENCH_IMAGES ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const { base, start, login, remove } = benchProduct('media', PORT);
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(1);

/** A 12-megapixel photo: a sky-to-sea gradient with fine grain, so it compresses like a real one (~3–5 MB). */
async function photo(index) {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${(index * 37) % 360} 60% 70%)"/>
        <stop offset="1" stop-color="hsl(${(index * 37 + 180) % 360} 50% 30%)"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
    </svg>`,
  );
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Sends one photo and waits until its 960 px AVIF is served; the seconds that took. */
async function uploadUntilVisible(token, name, bytes) {
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/media-uploads?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`);
  const { medium } = await response.json();
  const deadline = Date.now() + 300_000;
  for (;;) {
    const served = await fetch(`${base}/media/${medium.hash}-960.avif`, { method: 'HEAD' });
    if (served.status === 200) return performance.now() - started;
    if (Date.now() > deadline) throw new Error(`the variants of ${name} were never served`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The image answers /portfolio makes Chromium load at `width` px, scrolled to the end: bytes and formats. */
async function portfolioImages(browser, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  const images = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const response = await request.response();
    const sizes = await request.sizes();
    images.push({
      url: request.url(),
      type: response?.headers()['content-type'] ?? '',
      bytes: sizes.responseBodySize,
    });
  });
  await page.goto(`${base}/portfolio`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
  await page.waitForLoadState('networkidle');
  await context.close();
  return images;
}

let product;
try {
  product = await start();
  const { token } = await login();

  const photos = await Promise.all(Array.from({ length: IMAGES }, (_, index) => photo(index)));
  const sent = photos.reduce((sum, bytes) => sum + bytes.length, 0);
  console.log(`${IMAGES} photos of 4000 × 3000 px, ${(sent / IMAGES / 1e6).toFixed(1)} MB each on average`);
  const allStarted = performance.now();
  const times = await Promise.all(
    photos.map((bytes, index) => uploadUntilVisible(token, `Foto ${index + 1}.jpg`, bytes)),
  );
  const all = performance.now() - allStarted;
  console.log(
    `upload to visible: median ${seconds(median(times))} s, slowest ${seconds(Math.max(...times))} s, all ${seconds(all)} s`,
  );

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const kilobytes = {};
  try {
    for (const width of [390, 1280]) {
      const images = await portfolioImages(browser, width);
      const total = images.reduce((sum, image) => sum + image.bytes, 0);
      kilobytes[width] = Math.round(total / 1024);
      const formats = [...new Set(images.map((image) => image.type.replace('image/', '')))].sort().join(', ');
      console.log(`/portfolio at ${width} px: ${images.length} images, ${kilobytes[width]} KB (${formats || 'none'})`);
    }
  } finally {
    await browser.close();
  }
  console.log(
    `upload_visible_s_median=${seconds(median(times))} upload_visible_s_max=${seconds(Math.max(...times))} ` +
      `all_visible_s=${seconds(all)} portfolio_kb_390=${kilobytes[390]} portfolio_kb_1280=${kilobytes[1280]}`,
  );
} finally {
  await stopChild(product);
  remove();
}
