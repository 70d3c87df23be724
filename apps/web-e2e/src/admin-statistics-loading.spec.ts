import type { Route } from '@playwright/test';
import type { StatisticsResponse } from '@agency/contracts';
import { logIn } from './support/admin';
import { expect, test } from './support/fixtures';

/** A request held in the browser until `release()`; `arrived` resolves once the page asked for it. */
function holdable() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, released, release, arrive };
}

test('the statistics tab draws its cards at once, fills them when the figures arrive, and does not wait for the charts’ code', async ({
  page,
}) => {
  const statistics = holdable();
  const charts = holdable();
  await page.route(
    (url) => url.pathname === '/api/admin/statistics',
    async (route: Route) => {
      statistics.arrive();
      await statistics.released;
      const real = (await (await route.fetch()).json()) as StatisticsResponse;
      await route.fulfill({
        json: { ...real, page_views: 4321, unique_visitors: 1234, devices: { Desktop: 70, Mobil: 30 } },
      });
    },
  );
  // The charts' chunk (recharts) of the build.
  await page.route(/\/assets\/charts-[\w-]+\.js$/, async (route) => {
    charts.arrive();
    await charts.released;
    await route.fallback();
  });

  // The first tab after the login is Statistiken.
  await logIn(page);
  await statistics.arrived;
  const cards = page.getByTestId('stat-card');
  // The four headline cards' frames stand while the figures are still held back.
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) await expect(card).toBeVisible();
  await expect(cards.first()).toContainText('Seitenaufrufe');
  await expect(page.getByTestId('stat-Seitenaufrufe')).not.toContainText(/\d/);
  await expect(page.getByRole('status').filter({ hasText: 'Statistiken werden geladen…' })).toBeVisible();

  // The figures arrive: the cards show them, though the charts' code is still held back.
  statistics.release();
  await expect(page.getByTestId('stat-Seitenaufrufe')).toHaveText('4.321');
  await expect(page.getByTestId('stat-Eindeutige Besucher')).toHaveText('1.234');
  await charts.arrived;
  await expect(page.getByTestId('chart-devices')).toHaveCount(0);

  // The charts' code arrives: the charts are drawn in their panels.
  charts.release();
  await expect(page.getByTestId('chart-devices')).toBeVisible();
  await expect(page.getByTestId('chart-devices')).toContainText('Desktop');
});
