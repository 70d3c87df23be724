import { type SetWeeklyReportSubscription, staffPreferenceDecider } from './staff-preference.decider';
import type { StaffPreferenceEvent } from './staff-preference.events';

/** given events, when command, then events */
function when(given: StaffPreferenceEvent[], command: SetWeeklyReportSubscription) {
  const { decide, evolve, initialState } = staffPreferenceDecider;
  return decide(command, given.reduce(evolve, initialState));
}
const subscribe = (weeklyReport: boolean): SetWeeklyReportSubscription => ({
  type: 'SetWeeklyReportSubscription',
  weeklyReport,
});
const changed = (weeklyReport: boolean): StaffPreferenceEvent => ({
  type: 'WeeklyReportSubscriptionChanged',
  data: { weekly_report: weeklyReport },
});

describe('staff preference decider: the weekly report subscription', () => {
  it('starts unsubscribed: opting in records it, opting out records nothing', () => {
    expect(when([], subscribe(true))).toEqual([changed(true)]);
    expect(when([], subscribe(false))).toEqual([]);
  });

  it('opts out after opting in, and in again', () => {
    expect(when([changed(true)], subscribe(false))).toEqual([changed(false)]);
    expect(when([changed(true), changed(false)], subscribe(true))).toEqual([changed(true)]);
  });

  it('records nothing when the choice is already the chosen one', () => {
    expect(when([changed(true)], subscribe(true))).toEqual([]);
    expect(when([changed(true), changed(false)], subscribe(false))).toEqual([]);
  });
});
