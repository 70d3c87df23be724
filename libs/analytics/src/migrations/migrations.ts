import { createEventsMigration } from './0001-create-events.migration';
import { createRollupsMigration } from './0002-create-rollups.migration';
import { createLiveMinutesMigration } from './0003-create-live-minutes.migration';
import { createSessionDaysMigration } from './0004-create-session-days.migration';
import { createCountedDaysMigration } from './0005-create-counted-days.migration';
import { createWebVitalsDaysMigration } from './0006-create-web-vitals-days.migration';
import { createFunnelDaysMigration } from './0007-create-funnel-days.migration';
import { createGoalDaysMigration } from './0008-create-goal-days.migration';
import type { Migration } from './migration';

/** Applied in this order, each once. Append new migrations; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  createEventsMigration,
  createRollupsMigration,
  createLiveMinutesMigration,
  createSessionDaysMigration,
  createCountedDaysMigration,
  createWebVitalsDaysMigration,
  createFunnelDaysMigration,
  createGoalDaysMigration,
];
