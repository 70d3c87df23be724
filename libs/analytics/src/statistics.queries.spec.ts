import type { ClickHouseClient } from '@clickhouse/client';
import { StatisticsQueries } from './statistics.queries';
import { NO_TRAFFIC_FIGURES } from './testing/no-traffic';

/** A client that answers every SELECT with no rows and accepts every command. */
function emptyClient() {
  const selects: string[] = [];
  const client = {
    query: async ({ query }: { query: string }) => {
      selects.push(query);
      return { json: async () => [] };
    },
    command: async () => ({}),
  };
  return { client: client as unknown as ClickHouseClient, selects };
}

describe('StatisticsQueries as a facade', () => {
  it('sends every SELECT of a read through its one `rows` method, which the statistics benchmark wraps to time them', async () => {
    const { client, selects } = emptyClient();
    const queries = new StatisticsQueries(client);
    const seen: string[] = [];
    const facade = queries as unknown as { rows(query: string, params: unknown): Promise<unknown> };
    const rows = facade.rows;
    facade.rows = function (query, params) {
      seen.push(query);
      return rows.call(this, query, params);
    };
    const now = new Date('2030-06-15T10:00:00.000Z');
    await queries.statistics(now);
    await queries.view(now, { period: '7d', compare: 'previous', filter: ['browser:Firefox'] });
    await queries.live(now);
    await queries.dropFilteredViews();
    expect(selects.length).toBeGreaterThan(10);
    expect(seen).toEqual(selects);
  });

  it('answers zeros and empty lists from empty rollups', async () => {
    const stats = await new StatisticsQueries(emptyClient().client).statistics(new Date('2030-06-15T10:00:00.000Z'));
    expect(stats).toMatchObject({ ...NO_TRAFFIC_FIGURES, devices: { Desktop: 0, Mobile: 0, Tablet: 0 } });
    expect(stats.monthly_visitors).toHaveLength(6);
  });
});
