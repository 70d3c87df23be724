import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, which every view meets. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's WCAG 2.x A/AA findings on the page, or only within the elements `within` selects (e.g. the open
 * dialogs), as 'rule: target (detail)' lines (none when clean).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated through the debugging protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  }
  return page.evaluate(
    async ({ tags, within }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(within ?? document, { runOnly: { type: 'tag', values: tags } });
      return result.violations.flatMap((v) =>
        v.nodes.map(
          (n) =>
            `${v.id}: ${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim().slice(0, 160)})` : ''}`,
        ),
      );
    },
    { tags: WCAG_TAGS, within },
  );
}

/**
 * Resolves once every animation of the page that ends has ended: a colour checked mid-fade is a colour no
 * visitor reads. Endless ones (a spinner) are not waited for.
 */
export function animationsEnded(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The page's findings (or those within `within`, see axeViolations) once it has settled: its animations ended,
 * axe again until nothing is found or `timeoutMs` has passed (a screen still loading its data), then whatever
 * remains. Lets a walk over many views report every finding.
 */
export async function settledAxeViolations(page: Page, timeoutMs = 5000, within?: string): Promise<string[]> {
  let last: string[] = [];
  await expect
    .poll(
      async () => {
        await animationsEnded(page);
        return (last = await axeViolations(page, within));
      },
      { timeout: timeoutMs },
    )
    .toEqual([])
    .catch(() => undefined);
  return last;
}
