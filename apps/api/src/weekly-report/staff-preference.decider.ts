import type { StaffPreferenceEvent } from './staff-preference.events';

export type StaffPreferenceState = { weeklyReport: boolean };
export type SetWeeklyReportSubscription = { type: 'SetWeeklyReportSubscription'; weeklyReport: boolean };

export const staffPreferenceDecider = {
  initialState: { weeklyReport: false } as StaffPreferenceState,
  /** Choosing what is already chosen changes nothing. */
  decide(command: SetWeeklyReportSubscription, state: StaffPreferenceState): StaffPreferenceEvent[] {
    if (command.weeklyReport === state.weeklyReport) return [];
    return [{ type: 'WeeklyReportSubscriptionChanged', data: { weekly_report: command.weeklyReport } }];
  },
  evolve(_state: StaffPreferenceState, event: StaffPreferenceEvent): StaffPreferenceState {
    return { weeklyReport: event.data.weekly_report };
  },
};
