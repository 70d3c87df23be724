import type { Migration } from './migration';

/**
 * Each past day's figures of each goal staff defined (statistics/goals.query.ts): per goal (the key of what it
 * matches) and day, the calls that met it and the state of its distinct converting visitors, mergeable across
 * days (`uniqCombined(14)`, as unique visitors are counted everywhere); and under the key of the range's
 * visitors, the state of the day's visitors with a page view. The version is the day's checksum, as in
 * funnel_days: a read takes the rows whose checksum still matches and counts only the other days. Bounded: one
 * row per goal and day. Nothing to fill here: the goals are known to the reads alone, which store each past day
 * on its first read.
 */
export const createGoalDaysMigration: Migration = {
  version: 8,
  name: 'create-goal-days',
  statements: [
    `CREATE TABLE IF NOT EXISTS goal_days (
      goal String,
      day Date,
      checksum UInt64,
      conversions UInt64,
      visitors AggregateFunction(uniqCombined(14), String)
    ) ENGINE = ReplacingMergeTree(checksum) PARTITION BY toYYYYMM(day) ORDER BY (goal, day)`,
  ],
};
