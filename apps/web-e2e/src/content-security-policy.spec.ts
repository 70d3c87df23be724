import type { Page } from '@playwright/test';
import { openTab, submitLogin } from './support/admin';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { open, SITEMAP, storedConsent, VISITOR_USER_AGENT } from './support/public-site';

test.use({ userAgent: VISITOR_USER_AGENT });

/**
 * Everything the Content-Security-Policy blocked on the page (the browser's 'securitypolicyviolation'
 * events, recorded from before the first script) and every console error: the pages and the back-office
 * must run under the policy without one.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `csp: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...consoleErrors,
  ];
}

test.describe('Content-Security-Policy in the browser', () => {
  test('the answers carry the strict policy', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+'(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  test('every public page hydrates and works without a violation; the cookie banner is clickable', async ({ page }) => {
    const violations = await recordViolations(page);
    await open(page, '/');
    // The banner appears after a second and answers a click: React runs under the policy.
    await page.getByRole('button', { name: 'Alle Cookies akzeptieren' }).click();
    await expect.poll(() => storedConsent(page)).toMatchObject({ analytics: true });
    for (const path of SITEMAP.slice(1)) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The offer form's dialog, then a client-side navigation: code loaded on demand.
    await open(page, '/leistungen');
    await page.getByRole('button', { name: 'Kostenlose Beratung vereinbaren' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Portfolio');
    expect(await violations()).toEqual([]);
  });

  test('the back-office logs in and shows its dashboard without a violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await submitLogin(page, E2E_ADMIN);
    await expect(page.getByTestId('role-label')).toHaveText('Administrator');
    // The statistics (charts) open first: the back-office's heaviest screen.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiken');
    await openTab(page, 'Tracking');
    expect(await violations()).toEqual([]);
  });
});
