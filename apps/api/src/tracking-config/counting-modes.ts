import type { CountingMode } from '@agency/contracts';

/** When the counting of visitors without consent was switched on or off (`on` from `at` on), oldest first. */
export interface CountingSwitch {
  at: string;
  on: boolean;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * How each UTC day from `from` to `to` (yyyy-mm-dd, both included) was counted, from the switches of the
 * tracking configuration's history: the setting in force when the day began, and 'changed' when a switch
 * that day left it otherwise at some time. Before the first switch nothing counted without consent.
 */
export function countingModesByDay(
  switches: readonly CountingSwitch[],
  from: string,
  to: string,
): { day: string; mode: CountingMode }[] {
  const changes = switches.map((change) => ({ at: Date.parse(change.at), on: change.on }));
  const days: { day: string; mode: CountingMode }[] = [];
  for (let start = Date.parse(`${from}T00:00:00.000Z`); start <= Date.parse(`${to}T00:00:00.000Z`); start += DAY_MS) {
    const end = start + DAY_MS;
    let on = false;
    for (const change of changes) if (change.at < start) on = change.on;
    const during = changes.filter((change) => change.at >= start && change.at < end).map((change) => change.on);
    const mode: CountingMode = during.some((value) => value !== on) ? 'changed' : on ? 'cookieless' : 'consent';
    days.push({ day: new Date(start).toISOString().slice(0, 10), mode });
  }
  return days;
}
