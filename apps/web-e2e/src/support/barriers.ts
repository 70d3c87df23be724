import type { Page } from '@playwright/test';

/*
 * Checks that something did NOT happen need a moment after which it would have shown. These are such
 * moments, reached by waiting for a state of the page, never by sleeping.
 */

/**
 * Resolves once `page.on('request')` has seen every request the page issued before this call: the page
 * fetches a marker and the test waits for that request (a page's requests are reported in the order it
 * issues them). Advance the page's clock first (`page.clock.runFor`) so timers had their turn.
 */
export async function requestsSeen(page: Page) {
  const marker = `/robots.txt?e2e-barrier=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await seen;
}

/**
 * Resolves once the tasks already queued in the page have run, e.g. the React render a state change in a
 * timer callback scheduled (React's scheduler posts its work as messages, which run in order). Unlike
 * `settled` it works with a paused `page.clock`, which fakes requestIdleCallback.
 */
export const queuedTasksRun = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/**
 * Resolves once the page has nothing left to do: the browser grants an idle period only when no task is
 * queued or due (a response being read, the re-render it causes, that render's effects), here twice in a
 * row. Not with `page.clock` installed (it fakes requestIdleCallback).
 */
export const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));

/**
 * Pauses the page's clock (`page.clock.install()` before) where it stands: from here its timers fire only
 * when the test advances it (`page.clock.runFor`). `pauseAt` needs a time not yet passed in the page,
 * hence the page's own reading plus a little; read again if the call took longer than that.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Scrolls the page to its end with the mouse wheel and resolves once the page has handled the scroll (its
 * scroll listeners have run), so a tracker that should stay silent had its chance to send.
 */
export async function scrollToEnd(page: Page) {
  await page.evaluate(() => {
    const atEnd = () => {
      if (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) return;
      window.removeEventListener('scroll', atEnd);
      document.documentElement.setAttribute('data-e2e-scrolled', 'true');
    };
    // Registered after the page's own listeners: they have run for this scroll event when it marks the end.
    window.addEventListener('scroll', atEnd);
  });
  await page.mouse.wheel(0, 100_000);
  await page.locator('html[data-e2e-scrolled="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.documentElement.removeAttribute('data-e2e-scrolled'));
}
