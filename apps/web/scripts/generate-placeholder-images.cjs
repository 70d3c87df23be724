// Draws the placeholder pictures the seed content points to (/images/...), once, with Debian's Chromium:
//   node apps/web/scripts/generate-placeholder-images.cjs
// then the WebP copies: node apps/web/scripts/generate-image-variants.cjs
// They are stand-ins until staff upload real photos (back-office image management). They carry no lettering:
// the pages crop a picture to many shapes (a hero band, a card, a round avatar), and a crop cuts a word into
// fragments; what a picture is about is said by the page around it. Each picture is a gradient with an
// abstract page mock-up whose layout follows from its file name, so no two look alike.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const { chromium } = require('playwright-core');

const out = path.resolve(__dirname, '../public/images');
const palettes = [
  ['#0a1428', '#019e8d'],
  ['#172a4d', '#1fe0c5'],
  ['#0f1f3d', '#3d5c91'],
  ['#213760', '#06c4ac'],
  ['#0a1428', '#5b7bae'],
];
const images = {
  'hero/startseite.jpg': [1600, 900],
  'hero/leistungen.jpg': [1600, 900],
  'hero/preise.jpg': [1600, 900],
  'hero/portfolio.jpg': [1600, 900],
  'hero/kontakt.jpg': [1600, 900],
  'hero/faq.jpg': [1600, 900],
  'sections/leistungen.jpg': [800, 500],
  'sections/erfolgsgeschichten-cta.jpg': [1200, 600],
  'sections/portfolio-cta.jpg': [1600, 600],
  'packages/corporate-website.jpg': [800, 450],
  'packages/seo-content.jpg': [800, 450],
  'packages/social-media-management.jpg': [800, 450],
  'testimonials/anja-petersen.jpg': [96, 96],
  'testimonials/katrin-voss.jpg': [96, 96],
};
for (const name of [
  'carstensen-elektrotechnik',
  'deichstrom',
  'fahrradhaus-thiessen',
  'foerde-consulting',
  'hafenkontor-logistik',
  'nordlicht-feinkost',
  'petersen-steuerberatung',
  'physiotherapie-am-markt',
  'praxis-dr-jessen',
  'tischlerei-hansen',
])
  images[`portfolio/${name}.jpg`] = [960, 540];
for (const name of ['nordlicht-feinkost', 'praxis-dr-jessen', 'restaurant-moewenblick', 'tischlerei-hansen'])
  images[`success-stories/${name}.jpg`] = [640, 480];
for (const name of [
  'ad-creatives',
  'analytics-setup',
  'cms-nachruestung',
  'consent-management',
  'content-erstellung',
  'google-ads',
  'landingpage',
  'mehrsprachigkeit',
  'seo-audit',
  'social-media',
  'website-ohne-cms',
  'website-wartung',
])
  images[`services/${name}.jpg`] = [1200, 500];

/** A number in [0, 1) that depends on the file name and `salt` only: the same picture on every run. */
function seeded(name, salt) {
  let hash = 2166136261;
  for (const char of `${name}:${salt}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 10_000) / 10_000;
}

/** An abstract page in a window: a bar with three dots, a block for a picture, lines as plain bars. */
function mockup(name, width, height) {
  const at = (salt, from, to) => from + seeded(name, salt) * (to - from);
  const left = at('left', 0.05, 0.5);
  const top = at('top', 0.12, 0.3);
  const w = at('width', 0.38, 0.5);
  const h = at('height', 0.5, 0.7);
  const bars = [0, 1, 2, 3]
    .map(
      (i) =>
        `<div style="height:${Math.max(4, Math.round(height / 60))}px;width:${Math.round(at(`bar${i}`, 45, 95))}%;margin-top:${Math.round(height / 36)}px;border-radius:99px;background:rgba(255,255,255,${i === 0 ? 0.3 : 0.16})"></div>`,
    )
    .join('');
  const radius = Math.round(Math.min(width, height) / 30);
  const dot = Math.round(height / 70);
  return `<div style="position:absolute;left:${left * 100}%;top:${top * 100}%;width:${w * 100}%;height:${h * 100}%;border-radius:${radius}px;background:rgba(255,255,255,.08);box-shadow:0 20px 60px rgba(0,0,0,.3);overflow:hidden">
      <div style="display:flex;gap:${Math.round(height / 90)}px;padding:${Math.round(height / 60)}px;background:rgba(255,255,255,.06)">${`<span style="width:${dot}px;height:${dot}px;border-radius:50%;background:rgba(255,255,255,.25)"></span>`.repeat(3)}</div>
      <div style="display:flex;gap:6%;padding:5%">
        <div style="flex:0 0 38%;aspect-ratio:4/3;border-radius:${Math.round(radius / 2)}px;background:linear-gradient(135deg,rgba(255,255,255,.18),rgba(255,255,255,.04))"></div>
        <div style="flex:1">${bars}</div>
      </div>
    </div>
    <div style="position:absolute;right:${at('circle-x', 4, 30)}%;top:${at('circle-y', 8, 60)}%;width:${Math.round(height * at('circle', 0.18, 0.32))}px;aspect-ratio:1;border-radius:50%;background:rgba(255,255,255,.07)"></div>`;
}

/** A person's outline (head and shoulders) for the round avatar of a testimonial. */
function avatar() {
  return `<div style="position:absolute;left:50%;top:22%;width:34%;aspect-ratio:1;transform:translateX(-50%);border-radius:50%;background:rgba(255,255,255,.3)"></div>
    <div style="position:absolute;left:50%;top:62%;width:70%;height:60%;transform:translateX(-50%);border-radius:50% 50% 0 0;background:rgba(255,255,255,.3)"></div>`;
}

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  let index = 0;
  for (const [file, [width, height]] of Object.entries(images)) {
    const [from, to] = palettes[index++ % palettes.length];
    const small = width < 200;
    await page.setViewportSize({ width, height });
    await page.setContent(`<body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;position:relative;
    background:radial-gradient(circle at 80% 20%, ${to}aa, transparent 55%), linear-gradient(135deg, ${from}, ${to});">
    ${
      small
        ? avatar()
        : `<div style="position:absolute;inset:0;background-image:linear-gradient(rgba(255,255,255,.06) 1px,transparent 1px),linear-gradient(90deg,rgba(255,255,255,.06) 1px,transparent 1px);background-size:48px 48px"></div>
    ${mockup(file, width, height)}`
    }</body>`);
    const target = path.join(out, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await page.screenshot({ type: 'jpeg', quality: 62 }));
  }
  writeFileSync(
    path.join(out, 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f1f3d"/><path d="M18 46V18h6l16 18V18h6v28h-6L24 28v18z" fill="#1fe0c5"/></svg>\n',
  );
  await browser.close();
  console.log(`${Object.keys(images).length + 1} Bilder in ${out}`);
})();
