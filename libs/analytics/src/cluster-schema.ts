import type { Migration } from './migrations/migration';
import { MIGRATIONS } from './migrations/migrations';
import { MIGRATIONS_TABLE, MIGRATIONS_TABLE_STATEMENT } from './migrations/migration.runner';

/**
 * What a cluster needs beyond a migration's own statements, per table the migrations create: the key its
 * Distributed table shards rows by (and why, written above it), and whether the reads fill its past days, so
 * that the migration's INSERT filling them is left out (the operator's schema moves no data).
 */
interface ClusterTable {
  shardingKey: string;
  why?: string;
  filledByReads?: true;
}

const mergedOnRead: ClusterTable = { shardingKey: 'rand()' };
const byDay: ClusterTable = { shardingKey: 'toYYYYMMDD(day)', filledByReads: true };

/** Every table of the migrations; a new one needs its entry here before the cluster schema can be generated. */
export const CLUSTER_TABLES: Readonly<Record<string, ClusterTable>> = {
  events: {
    shardingKey: 'cityHash64(visitor_id)',
    why:
      'Sharded by visitor: deterministic, so a retried batch splits into the same blocks per shard and each ' +
      'shard drops its part as a duplicate (rand() would scatter it and count it twice).',
  },
  daily_totals: {
    ...mergedOnRead,
    why:
      "Reads merge the shards' partial states (sum, uniqCombinedMerge, min/max), so where a row lands does not " +
      'matter; the key only lets the app rebuild a rollup with INSERT INTO <rollup> SELECT ... FROM events.',
  },
  daily_dimensions: mergedOnRead,
  sessions: mergedOnRead,
  live_minutes: mergedOnRead,
  session_days: {
    ...byDay,
    why: "By day: a day's rows, and equal rows two instances wrote at once, land on one shard, where merges keep one.",
  },
  counted_days: byDay,
  web_vitals_days: mergedOnRead,
  funnel_days: byDay,
  goal_days: byDay,
};

const WIDTH = 110;

function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '--';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > WIDTH && line !== '--') {
      lines.push(line);
      line = '--';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/** A statement as the migrations write it, without its SQL comments and with its body's indentation removed. */
function plain(statement: string): string {
  const lines = statement.split('\n').filter((line) => !line.trimStart().startsWith('--'));
  const body = lines.slice(1).filter((line) => line.trim());
  const indent = Math.min(...body.map((line) => line.length - line.trimStart().length));
  return [lines[0], ...lines.slice(1).map((line) => line.slice(indent))].join('\n').trimEnd();
}

/**
 * The cluster variant of the migrations, as deploy/clickhouse/cluster-schema.sql holds it: every table as
 * `<table>_local` (the Replicated engine of its MergeTree, the same deduplication window as
 * replicated_deduplication_window) plus `<table>` Distributed over it by its CLUSTER_TABLES key, every column
 * a migration adds on both, every view ON CLUSTER reading and writing the `_local` tables, the runner's table
 * replicated to every node, and the rows that record the migrations' versions.
 */
export function clusterSchema(migrations: readonly Migration[] = MIGRATIONS, database = 'analytics'): string {
  const on = `ON CLUSTER '{cluster}'`;
  const replicated = (statement: string, path: string, replica: string) => {
    // The engine's path and replica make its line long: what follows it on the line moves to the next.
    const engine = /ENGINE = (\w*MergeTree)(?:\(([^)]*)\))?( (?=\S))?/.exec(statement);
    if (!engine) throw new Error(`no MergeTree engine in: ${statement}`);
    const own = engine[2] ? `, ${engine[2]}` : '';
    return statement
      .replace(engine[0], `ENGINE = Replicated${engine[1]}('${path}', '${replica}'${own})${engine[3] ? '\n' : ''}`)
      .replace(/\bnon_replicated_deduplication_window\b/g, 'replicated_deduplication_window');
  };
  const created = new Set<string>();
  const local = (table: string) => {
    if (!created.has(table)) throw new Error(`no migration creates the table ${table}`);
    return `${database}.${table}_local`;
  };

  const sections: string[][] = [
    [
      ...comment(
        `The analytics schema on a ClickHouse cluster: the same tables and materialized views that ` +
          `libs/analytics/src/migrations create on one node (migrations ${migrations[0]?.version} to ` +
          `${migrations.at(-1)?.version}), as`,
      ),
      '--   <table>_local  ReplicatedMergeTree / ReplicatedAggregatingMergeTree on every node (the data), and',
      '--   <table>        Distributed over <table>_local (what the app reads and writes; same names as one node).',
      ...comment(
        'Generated from the migrations by `npm run cluster-schema` (libs/analytics/src/cluster-schema.ts); a test ' +
          'fails while this file differs from what it generates. Apply it once per cluster and again after a new ' +
          'migration (every statement is idempotent), from any node:',
      ),
      '--   clickhouse-client --multiquery < deploy/clickhouse/cluster-schema.sql',
      ...comment(
        'Needs the macros {cluster}, {shard} and {replica} on every node (deploy/clickhouse/README.md), and the ' +
          'app started with CLICKHOUSE_CLUSTER=<cluster name>: it then checks this schema instead of migrating. ' +
          `The database is \`${database}\`; for another CLICKHOUSE_DATABASE replace \`${database}.\` throughout. ` +
          "The views fire on each shard's events_local (where the Distributed insert lands) and write that " +
          "shard's rollups. The deduplication window of 10000 blocks lets every shard drop its part of a batch " +
          'the worker retries with the same insert_deduplication_token.',
      ),
      '',
      `CREATE DATABASE IF NOT EXISTS ${database} ${on};`,
    ],
    [
      ...comment(
        "What the app's migration runner records; one replication group across all shards, so every node " +
          "answers the app's version check the same.",
      ),
      `${replicated(
        plain(MIGRATIONS_TABLE_STATEMENT).replace(
          `IF NOT EXISTS ${MIGRATIONS_TABLE} (`,
          `IF NOT EXISTS ${database}.${MIGRATIONS_TABLE} ${on} (`,
        ),
        `/clickhouse/tables/all/${database}/${MIGRATIONS_TABLE}`,
        '{shard}-{replica}',
      )};`,
    ],
  ];

  for (const migration of migrations) {
    const section = [`-- Migration ${migration.version} (${migration.name}).`];
    for (const statement of migration.statements.map(plain)) {
      const table = /^CREATE TABLE IF NOT EXISTS (\w+) \(/.exec(statement);
      const view = /^CREATE MATERIALIZED VIEW IF NOT EXISTS (\w+) TO (\w+) AS\s+/.exec(statement);
      const alter = /^ALTER TABLE (\w+) /.exec(statement);
      const insert = /^INSERT INTO (\w+) /.exec(statement);
      if (table) {
        const name = table[1] as string;
        const cluster = CLUSTER_TABLES[name];
        if (!cluster) throw new Error(`the table ${name} needs its sharding key in CLUSTER_TABLES`);
        created.add(name);
        section.push(
          `${replicated(
            statement.replace(table[0], `CREATE TABLE IF NOT EXISTS ${local(name)} ${on} (`),
            `/clickhouse/tables/{shard}/${database}/${name}_local`,
            '{replica}',
          )};`,
          '',
          ...(cluster.why ? comment(cluster.why) : []),
          `CREATE TABLE IF NOT EXISTS ${database}.${name} ${on} AS ${local(name)}`,
          `ENGINE = Distributed('{cluster}', ${database}, ${name}_local, ${cluster.shardingKey});`,
          '',
        );
      } else if (view) {
        const select = statement
          .slice(view[0].length)
          .replace(/\bFROM (\w+)\b/g, (_, source: string) => `FROM ${local(source)}`);
        section.push(
          `CREATE MATERIALIZED VIEW IF NOT EXISTS ${database}.${view[1]} ${on} TO ${local(view[2] as string)} AS`,
          `${select};`,
          '',
        );
      } else if (alter) {
        const change = statement.slice(alter[0].length);
        section.push(
          ...comment(
            "On the local table and on the Distributed one: a Distributed table does not follow its local table's columns.",
          ),
          `ALTER TABLE ${local(alter[1] as string)} ${on} ${change};`,
          `ALTER TABLE ${database}.${alter[1]} ${on} ${change};`,
          '',
        );
      } else if (insert && CLUSTER_TABLES[insert[1] as string]?.filledByReads) {
        section.push(
          ...comment(`${insert[1]}: the single-node migration fills the past days at once; here the reads fill them.`),
          '',
        );
      } else {
        throw new Error(`migration ${migration.version}: no cluster variant for: ${statement.split('\n')[0]}`);
      }
    }
    sections.push(section.slice(0, section.at(-1) === '' ? -1 : undefined));
  }

  sections.push([
    '-- Tell the app which migrations this file stands for (it refuses to start while one is missing).',
    '-- Replicated to every node; applying the file again adds rows the version check reads as DISTINCT.',
    `INSERT INTO ${database}.${MIGRATIONS_TABLE} (version, name, applied_at) VALUES`,
    migrations.map((m) => `  (${m.version}, '${m.name}', now64(3))`).join(',\n') + ';',
  ]);
  return `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}
