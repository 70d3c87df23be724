export { analyticsEnvSchema, type AnalyticsConfig } from './analytics.config';
export { ANALYTICS_CONFIG, CLICKHOUSE_CLIENT } from './analytics.tokens';
export { createClickHouseClient, isEmbedded, type ClickHouseClient } from './clickhouse.client';
export { insertEvents, toClickHouseTime, type EventRow } from './events.writer';
export type { Migration } from './migrations/migration';
export { MIGRATIONS } from './migrations/migrations';
export { appliedVersions, runMigrations } from './migrations/migration.runner';
export { StatisticsQueries, statisticsPeriod, type StatisticsPeriod, type StatisticsSummary } from './statistics.queries';
export { AnalyticsModule } from './analytics.module';
