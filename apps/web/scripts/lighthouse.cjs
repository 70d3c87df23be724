// Lighthouse (mobile) for the main public pages against a running site; prints the four scores per page.
//   npm run lighthouse                      # http://localhost:3000 (npm start)
//   LH_URL=http://localhost:3002 npm run lighthouse
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
(async () => {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const base = (process.env.LH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const pages = (process.env.LH_PAGES ?? '/,/leistungen,/preise').split(',');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let failed = false;
  try {
    for (const page of pages) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = result.lhr.categories;
      const score = (key) => Math.round((c[key]?.score ?? 0) * 100);
      const scores = { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
      console.log(`${page.padEnd(14)} ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join('  ')}`);
      for (const audit of Object.values(result.lhr.audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable') {
          console.log(`    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
      if (Object.values(scores).some((v) => v < 90)) failed = true;
    }
  } finally {
    await chrome.kill();
  }
  process.exitCode = failed ? 1 : 0;
})();
