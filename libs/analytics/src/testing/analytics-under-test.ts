import { Test } from '@nestjs/testing';
import type { AnalyticsConfig } from '../analytics.config';
import { AnalyticsModule } from '../analytics.module';
import { CLICKHOUSE_CLIENT } from '../analytics.tokens';
import type { ClickHouseClient } from '../clickhouse.client';
import { StatisticsQueries } from '../statistics.queries';

export interface AnalyticsUnderTest {
  client: ClickHouseClient;
  queries: StatisticsQueries;
  /** Drops the test's database and closes the module. */
  stop(): Promise<void>;
}

/** The analytics module on the database `config` names (migrated on start), for one block of tests. */
export async function startAnalytics(config: AnalyticsConfig): Promise<AnalyticsUnderTest> {
  const moduleRef = await Test.createTestingModule({ imports: [AnalyticsModule.forRoot(config)] }).compile();
  await moduleRef.init();
  const client = moduleRef.get<ClickHouseClient>(CLICKHOUSE_CLIENT);
  return {
    client,
    queries: moduleRef.get(StatisticsQueries),
    stop: async () => {
      await client.command({ query: `DROP DATABASE IF EXISTS ${config.CLICKHOUSE_DATABASE}` });
      await moduleRef.close();
    },
  };
}
