// Draws the placeholder pictures the seed content points to (/images/...), once, with Debian's Chromium:
//   node apps/web/scripts/generate-placeholder-images.cjs
// They are stand-ins until staff upload real photos (back-office image management).
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
  'hero/startseite.jpg': [1600, 900, 'Webentwicklung'],
  'hero/leistungen.jpg': [1600, 900, 'Leistungen'],
  'hero/preise.jpg': [1600, 900, 'Abo-Preise'],
  'hero/portfolio.jpg': [1600, 900, 'Portfolio'],
  'hero/kontakt.jpg': [1600, 900, 'Kontakt'],
  'hero/faq.jpg': [1600, 900, 'FAQ'],
  'sections/leistungen.jpg': [800, 500, 'Beratung'],
  'sections/erfolgsgeschichten-cta.jpg': [1200, 600, 'Team'],
  'sections/portfolio-cta.jpg': [1600, 600, 'Projekte'],
  'packages/corporate-website.jpg': [800, 450, 'Corporate Website'],
  'packages/seo-content.jpg': [800, 450, 'SEO & Content'],
  'packages/social-media-management.jpg': [800, 450, 'Social Media'],
  'testimonials/anja-petersen.jpg': [96, 96, 'AP'],
  'testimonials/katrin-voss.jpg': [96, 96, 'KV'],
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
  images[`portfolio/${name}.jpg`] = [960, 540, name];
for (const name of ['nordlicht-feinkost', 'praxis-dr-jessen', 'restaurant-moewenblick', 'tischlerei-hansen'])
  images[`success-stories/${name}.jpg`] = [640, 480, name];
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
  images[`services/${name}.jpg`] = [1200, 500, name];

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  let index = 0;
  for (const [file, [width, height, label]] of Object.entries(images)) {
    const [from, to] = palettes[index++ % palettes.length];
    const small = width < 200;
    await page.setViewportSize({ width, height });
    await page.setContent(`<body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;font-family:sans-serif;
    background:radial-gradient(circle at 80% 20%, ${to}aa, transparent 55%), linear-gradient(135deg, ${from}, ${to});">
    ${
      small
        ? ''
        : `<div style="position:absolute;inset:0;background-image:linear-gradient(rgba(255,255,255,.06) 1px,transparent 1px),linear-gradient(90deg,rgba(255,255,255,.06) 1px,transparent 1px);background-size:48px 48px"></div>
    <div style="position:absolute;right:8%;bottom:12%;width:34%;height:46%;border-radius:18px;background:rgba(255,255,255,.1);box-shadow:0 20px 60px rgba(0,0,0,.3)"></div>
    <div style="position:absolute;left:6%;bottom:10%;width:40%;height:8px;border-radius:4px;background:rgba(255,255,255,.25)"></div>`
    }
    <div style="position:absolute;${small ? 'inset:0;display:grid;place-items:center;font-size:34px' : 'left:6%;top:12%;font-size:' + Math.round(height / 12) + 'px'};color:rgba(255,255,255,.85);font-weight:700">${label.replace(/-/g, ' ')}</div></body>`);
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
