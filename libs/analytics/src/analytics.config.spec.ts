import { analyticsEnvSchema } from './analytics.config';

describe('analyticsEnvSchema', () => {
  it('defaults to embedded chDB in .data/clickhouse with database analytics', () => {
    expect(analyticsEnvSchema.parse({})).toEqual({
      CLICKHOUSE_DATABASE: 'analytics',
      CLICKHOUSE_DATA_DIR: '.data/clickhouse',
    });
  });

  it('rejects a database name that is not a plain identifier, naming the variable', () => {
    const result = analyticsEnvSchema.safeParse({ CLICKHOUSE_DATABASE: 'x; DROP TABLE events' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['CLICKHOUSE_DATABASE']);
  });

  it('rejects a CLICKHOUSE_URL that is not a URL', () => {
    const result = analyticsEnvSchema.safeParse({ CLICKHOUSE_URL: 'localhost' });
    expect(result.error?.issues[0]?.path).toEqual(['CLICKHOUSE_URL']);
  });

  it('takes a cluster name as a plain identifier, naming CLICKHOUSE_CLUSTER otherwise', () => {
    expect(analyticsEnvSchema.parse({ CLICKHOUSE_CLUSTER: 'agency' }).CLICKHOUSE_CLUSTER).toBe('agency');
    expect(analyticsEnvSchema.safeParse({ CLICKHOUSE_CLUSTER: "x' ON CLUSTER y" }).error?.issues[0]?.path).toEqual([
      'CLICKHOUSE_CLUSTER',
    ]);
  });
});
