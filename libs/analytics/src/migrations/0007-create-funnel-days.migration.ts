import type { Migration } from './migration';

/**
 * Each past day's figures of each funnel staff defined (statistics/funnels.query.ts): per funnel (the key of what
 * its steps match), day, traffic source and furthest step reached, the day's sessions; a row of step 0 marks a
 * day computed without any session in the funnel. The version is the day's checksum (the rollup rows' summed
 * events of that day, which any later call of it changes), as in session_days: a read takes the rows whose
 * checksum still matches and computes only the other days. A funnel counts sessions within their day, so a
 * range's figures are the sum of its days'. Bounded: per funnel and day at most one row per source and step.
 * Nothing to fill here: the funnels are known to the reads alone, which store each past day on its first read.
 */
export const createFunnelDaysMigration: Migration = {
  version: 7,
  name: 'create-funnel-days',
  statements: [
    `CREATE TABLE IF NOT EXISTS funnel_days (
      funnel String,
      day Date,
      checksum UInt64,
      source String,
      level UInt8,
      sessions UInt64
    ) ENGINE = ReplacingMergeTree(checksum) PARTITION BY toYYYYMM(day) ORDER BY (funnel, day, source, level)`,
  ],
};
