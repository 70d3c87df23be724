import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ClickHouseClient } from '@clickhouse/client';
import type { AnalyticsConfig } from './analytics.config';
import { ANALYTICS_CONFIG, CLICKHOUSE_CLIENT } from './analytics.tokens';
import { createClickHouseClient, isEmbedded } from './clickhouse.client';
import { assertClusterConfig, verifyClusterSchema } from './cluster';
import { runMigrations } from './migrations/migration.runner';
import { AnalyticsRetention } from './analytics.retention';
import { dropLeftoverViewTables, StatisticsQueries } from './statistics.queries';

@Injectable()
class ClickHouseShutdown implements OnApplicationShutdown {
  constructor(@Inject(CLICKHOUSE_CLIENT) private readonly client: ClickHouseClient) {}

  // onApplicationShutdown runs after every beforeApplicationShutdown, so a worker finishing its jobs
  // there still has an open client.
  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

@Global()
@Module({})
export class AnalyticsModule {
  static forRoot(config: AnalyticsConfig): DynamicModule {
    return {
      module: AnalyticsModule,
      global: true,
      providers: [
        { provide: ANALYTICS_CONFIG, useValue: config },
        {
          provide: CLICKHOUSE_CLIENT,
          // Migrating inside the factory means nothing can receive the client before the schema exists.
          useFactory: async () => {
            const logger = new Logger('AnalyticsModule');
            assertClusterConfig(config);
            const client = await createClickHouseClient(config);
            try {
              if (config.CLICKHOUSE_CLUSTER) {
                // The operator applies deploy/clickhouse/cluster-schema.sql; the app only checks it.
                await verifyClusterSchema(client, config.CLICKHOUSE_CLUSTER);
                logger.log(`ClickHouse cluster ${config.CLICKHOUSE_CLUSTER}: schema complete`);
              } else {
                const applied = await runMigrations(client);
                if (applied.length) logger.log(`ClickHouse migrations applied: ${applied.join(', ')}`);
              }
            } catch (error) {
              await client.close();
              throw error;
            }
            // Not fatal: a leftover table only takes a name.
            const dropped = await dropLeftoverViewTables(client).catch((error: unknown) => {
              logger.warn(`Leftover statistics view tables not checked: ${String(error).split('\n')[0]}`);
              return 0;
            });
            if (dropped) logger.log(`Dropped ${dropped} leftover statistics view tables`);
            logger.log(
              `ClickHouse ready (${isEmbedded(config) ? `embedded chDB at ${config.CLICKHOUSE_DATA_DIR}` : 'server'}, database ${config.CLICKHOUSE_DATABASE})`,
            );
            return client;
          },
        },
        ClickHouseShutdown,
        StatisticsQueries,
        AnalyticsRetention,
      ],
      exports: [ANALYTICS_CONFIG, CLICKHOUSE_CLIENT, StatisticsQueries, AnalyticsRetention],
    };
  }
}
