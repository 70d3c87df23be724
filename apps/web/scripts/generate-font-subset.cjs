// Writes the core subset of the site's font, once (run again after replacing the font):
//   node apps/web/scripts/generate-font-subset.cjs
// src/assets/fonts/inter-latin-wght-normal.woff2 (the latin subset from @fontsource-variable/inter, OFL) becomes
// src/assets/fonts/inter-core-wght-normal.woff2: only the characters the German pages are written in (ASCII,
// Latin-1 with the umlauts and ß, dashes, quotation marks, the euro sign), only the weights the site uses
// (400–700), only the default layout features (kerning, ligatures; tabular figures for the counters). About
// 28 KB instead of 48 KB: the page's head preloads it, so it arrives within the first paint's short wait and a
// first visit shows the brand font (styles.css, font-display: optional). The full file stays for any other
// character (styles.css gives each face its own unicode-range; the browser fetches it only when a page needs it).
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const fonts = path.resolve(__dirname, '../src/assets/fonts');
/** The characters of the core subset; styles.css names the same ranges in the face's unicode-range. */
const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
];

(async () => {
  const { default: subsetFont } = await import('subset-font');
  const text = RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('');
  const source = readFileSync(path.join(fonts, 'inter-latin-wght-normal.woff2'));
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  writeFileSync(path.join(fonts, 'inter-core-wght-normal.woff2'), subset);
  console.log(`inter-core-wght-normal.woff2: ${subset.length} Bytes (aus ${source.length} Bytes)`);
})();
