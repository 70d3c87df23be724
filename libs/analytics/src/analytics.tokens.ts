/** Injection token of the ClickHouseClient that AnalyticsModule provides (bound and migrated). */
export const CLICKHOUSE_CLIENT = Symbol('CLICKHOUSE_CLIENT');
/** Injection token of the parsed AnalyticsConfig. */
export const ANALYTICS_CONFIG = Symbol('ANALYTICS_CONFIG');
