import { analyticsEnvSchema } from './analytics.config';
import { assertClusterConfig, ClusterSchemaError, storageTarget } from './cluster';

describe('cluster mode switch', () => {
  it('needs a server: CLICKHOUSE_CLUSTER without CLICKHOUSE_URL stops the start naming both', () => {
    const config = analyticsEnvSchema.parse({ CLICKHOUSE_CLUSTER: 'agency' });
    expect(() => assertClusterConfig(config)).toThrow(ClusterSchemaError);
    expect(() => assertClusterConfig(config)).toThrow(/CLICKHOUSE_CLUSTER is set but CLICKHOUSE_URL is not/);
  });

  it('accepts a cluster with a server, and no cluster at all', () => {
    expect(() =>
      assertClusterConfig(analyticsEnvSchema.parse({ CLICKHOUSE_CLUSTER: 'agency', CLICKHOUSE_URL: 'http://ch:8123' })),
    ).not.toThrow();
    expect(() => assertClusterConfig(analyticsEnvSchema.parse({}))).not.toThrow();
  });

  it('sends DELETE and TRUNCATE to the local tables on every node when on a cluster', () => {
    expect(storageTarget('events', undefined)).toBe('events');
    expect(storageTarget('events', 'agency')).toBe('events_local ON CLUSTER agency');
  });
});
