import { clusterSchema } from './cluster-schema';
import type { Migration } from './migrations/migration';

const migration = (statements: string[]): Migration => ({ version: 1, name: 'create-events', statements });

describe('clusterSchema', () => {
  it('adds a column on the local table and on the Distributed one', () => {
    const schema = clusterSchema([
      migration([
        `CREATE TABLE IF NOT EXISTS events (
          visitor_id String
        ) ENGINE = MergeTree ORDER BY visitor_id`,
        `ALTER TABLE events ADD COLUMN IF NOT EXISTS page_path String`,
      ]),
    ]);
    expect(schema).toContain(
      `ALTER TABLE analytics.events_local ON CLUSTER '{cluster}' ADD COLUMN IF NOT EXISTS page_path String;`,
    );
    expect(schema).toContain(
      `ALTER TABLE analytics.events ON CLUSTER '{cluster}' ADD COLUMN IF NOT EXISTS page_path String;`,
    );
  });

  it('asks for the sharding key of a table it does not know', () => {
    expect(() =>
      clusterSchema([migration([`CREATE TABLE IF NOT EXISTS clicks (day Date) ENGINE = MergeTree ORDER BY day`])]),
    ).toThrow('the table clicks needs its sharding key in CLUSTER_TABLES');
  });

  it('stops at a statement it has no cluster variant for', () => {
    expect(() => clusterSchema([migration([`DROP TABLE IF EXISTS events`])])).toThrow(
      'migration 1: no cluster variant for: DROP TABLE IF EXISTS events',
    );
  });

  it('stops at a view over a table no migration creates', () => {
    expect(() =>
      clusterSchema([
        migration([
          `CREATE TABLE IF NOT EXISTS daily_totals (day Date) ENGINE = AggregatingMergeTree ORDER BY day`,
          `CREATE MATERIALIZED VIEW IF NOT EXISTS daily_totals_mv TO daily_totals AS SELECT toDate(received_at) AS day
            FROM events`,
        ]),
      ]),
    ).toThrow('no migration creates the table events');
  });
});
