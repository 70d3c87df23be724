export { analyticsEnvSchema, inMemoryAnalyticsConfig, type AnalyticsConfig } from './analytics.config';
export { ANALYTICS_CONFIG, CLICKHOUSE_CLIENT } from './analytics.tokens';
export { createClickHouseClient, isEmbedded, type ClickHouseClient } from './clickhouse.client';
export {
  assertClusterConfig,
  CLUSTER_SCHEMA_FILE,
  ClusterSchemaError,
  storageTarget,
  verifyClusterSchema,
} from './cluster';
export { insertEvents, storedEventIds, toClickHouseTime, type EventRow } from './events.writer';
export type { Migration } from './migrations/migration';
export { MIGRATIONS } from './migrations/migrations';
export { appliedVersions, runMigrations } from './migrations/migration.runner';
export {
  StatisticsQueries,
  statisticsPeriod,
  trendMonths,
  type StatisticsPeriod,
  type StatisticsSummary,
} from './statistics.queries';
export { change, periodRange, previousRange, rangeDays, type DayRange } from './statistics/periods';
export { type CountedGoal, goalFigures, type GoalFigures } from './statistics/goals.query';
export { type CountedFunnel, funnelFigures, type StepFigures } from './statistics/funnels.query';
export { readRows, type ReadRows } from './statistics/rows';
export { ROLLUP_SELECTS, type RollupTable } from './migrations/0002-create-rollups.migration';
export { AnalyticsModule } from './analytics.module';
export { AnalyticsRetention } from './analytics.retention';
