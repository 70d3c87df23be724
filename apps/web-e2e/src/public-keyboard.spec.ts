import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  faqQuestion,
  holdsFocus,
  open,
  presetConsent,
  shot,
  VIEWPORTS,
  VISITOR_USER_AGENT,
} from './support/public-site';

test.use({ userAgent: VISITOR_USER_AGENT });
// Each test stands alone (its own page, nothing it changes is read by another): the tests of this file
// spread over the workers, which evens out their load.
test.describe.configure({ mode: 'parallel' });

/** Presses Tab until `target` has the focus (at most `limit` times); fails if it never gets it. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`keyboard and ARIA at ${device} width`, () => {
    test.use({ viewport });

    test('services tabs: arrow keys, Home and End move selection and focus; the panel follows', async ({ page }) => {
      await presetConsent(page, false);
      await open(page, '/leistungen');
      const tablist = page.getByRole('tablist', { name: 'Kernleistungen' });
      const tabs = tablist.getByRole('tab');
      await expect
        .poll(() => tabs.count(), { message: 'the tab list holds at least three services' })
        .toBeGreaterThanOrEqual(3);
      const count = await tabs.count();
      const first = tabs.first();
      await tabTo(page, first);
      await expect(first).toHaveAttribute('aria-selected', 'true');
      // Only the selected tab is in the tab order (roving tabindex).
      await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveAttribute('id', (await first.getAttribute('aria-controls')) as string);

      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(first).toHaveAttribute('aria-selected', 'false');
      await expect(panel).toContainText((await tabs.nth(1).innerText()).trim());

      await page.keyboard.press('End');
      await expect(tabs.nth(count - 1)).toBeFocused();
      await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(first).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(count - 1)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      // The panel shows the first four features only.
      await expect(
        panel.getByRole('heading', { name: 'Highlights' }).locator('xpath=following-sibling::ul[1]/li'),
      ).toHaveCount(4);
      // Tab leaves the tab list for the panel's content.
      await page.keyboard.press('Tab');
      await expect.poll(() => holdsFocus(panel), { message: 'Tab moves the focus into the panel' }).toBe(true);
    });

    test('pricing FAQ accordion by keyboard: Enter and Space toggle, one answer open at a time', async ({ page }) => {
      await presetConsent(page, false);
      await open(page, '/preise');
      const first = faqQuestion(page, 'Warum beträgt die Laufzeit 2 Jahre?');
      const third = faqQuestion(page, 'Was passiert nach 24 Monaten?');
      await first.summary.focus();
      await page.keyboard.press('Enter');
      await expect(first.details).toHaveAttribute('open');
      await expect(first.details.getByText(/Konzept, Design, Texte/)).toBeVisible();
      await third.summary.focus();
      await page.keyboard.press('Space');
      await expect(third.details).toHaveAttribute('open');
      await expect(first.details).not.toHaveAttribute('open');
      await expect(first.details.getByText(/Konzept, Design, Texte/)).toBeHidden();
      await expect(third.details).toContainText(/verlängern|Verlängerung/i);
      await page.keyboard.press('Enter');
      await expect(third.details).not.toHaveAttribute('open');
      await expect(page.locator('details[open]')).toHaveCount(0);
    });

    test('FAQ page: at most one question open across categories, clicking again closes it', async ({ page }) => {
      await presetConsent(page, false);
      await open(page, '/faq');
      const questions = page.getByRole('main').locator('details');
      await expect
        .poll(() => questions.count(), { message: 'the FAQ page lists more than ten questions' })
        .toBeGreaterThan(10);
      await questions.nth(0).locator('summary').click();
      await expect(questions.nth(0)).toHaveAttribute('open');
      // A question of another category: the first one closes.
      const last = questions.last();
      await last.locator('summary').click();
      await expect(last).toHaveAttribute('open');
      await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
      await last.locator('summary').click();
      await expect(page.getByRole('main').locator('details[open]')).toHaveCount(0);
      // The category filter buttons say which one is pressed.
      const filter = page.getByRole('group', { name: 'Kategorie wählen' });
      await expect(filter.locator('[aria-pressed="true"]')).toHaveCount(1);
    });

    test('offer dialog by keyboard: focus moves in, Tab stays inside, Escape closes and returns focus', async ({
      page,
    }) => {
      await presetConsent(page, false);
      await open(page, '/leistungen');
      const opener = page.getByRole('tabpanel').getByRole('button', { name: 'Unverbindliches Angebot anfragen' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Unverbindliches Angebot anfragen' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect.poll(() => holdsFocus(dialog), { message: 'the focus moves into the dialog' }).toBe(true);
      // More Tabs than the dialog has controls: the focus wraps around inside.
      for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
      await expect.poll(() => holdsFocus(dialog), { message: 'Tab keeps the focus in the dialog' }).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => holdsFocus(dialog), { message: 'Shift+Tab keeps the focus in the dialog' }).toBe(true);
      // The page behind does not scroll while the dialog is open.
      await expect
        .poll(() => page.evaluate(() => document.body.style.overflow), { message: 'the page behind is locked' })
        .toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect
        .poll(() => page.evaluate(() => document.body.style.overflow), { message: 'the page scrolls again' })
        .toBe('');
    });

    test('cookie settings by keyboard: focus in, categories expand with aria-expanded, Escape closes, focus back to the footer button', async ({
      page,
    }) => {
      await presetConsent(page, false);
      await open(page, '/impressum');
      const reopen = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
      await reopen.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => holdsFocus(dialog), { message: 'the focus moves into the dialog' }).toBe(true);
      const necessary = dialog.getByRole('button', { name: /Notwendige Cookies/ });
      await tabTo(page, necessary, 10);
      await page.keyboard.press('Enter');
      await expect(necessary).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByText('Laufzeit: 1 Jahr')).toBeVisible();
      // The necessary category cannot be switched off.
      await expect(dialog.getByText('Erforderlich')).toBeVisible();
      for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
      await expect.poll(() => holdsFocus(dialog), { message: 'Tab keeps the focus in the dialog' }).toBe(true);
      await shot(page, `${device}-cookie-settings-keyboard`, false);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(reopen).toBeFocused();
    });

    test('skip link and header navigation by keyboard', async ({ page }) => {
      await presetConsent(page, false);
      await open(page, '/kontakt');
      // The first Tab shows the skip link; Enter jumps over the header into the content.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main$/);
      await page.keyboard.press('Tab');
      await expect
        .poll(() => holdsFocus(page.getByRole('main')), { message: 'Tab goes on inside the content' })
        .toBe(true);

      await open(page, '/kontakt');
      if (device === 'mobile') {
        const toggle = page.getByRole('button', { name: 'Menü öffnen' });
        await tabTo(page, toggle, 10);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
        const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
        await expect(menu).toBeVisible();
        await tabTo(page, menu.getByRole('link', { name: 'FAQ' }), 10);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/faq$/);
        await expect(menu).toBeHidden();
      } else {
        const faq = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'FAQ' });
        await tabTo(page, faq, 15);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/faq$/);
        await expect(faq).toHaveAttribute('aria-current', 'page');
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
    });
  });
}
