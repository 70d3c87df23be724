import { type DomainEvent, streamKind } from '@agency/event-store';

/** A staff member's own choices; today only whether the weekly statistics report is mailed to them. */
export type WeeklyReportSubscriptionChanged = DomainEvent<
  'WeeklyReportSubscriptionChanged',
  { weekly_report: boolean }
>;
export type StaffPreferenceEvent = WeeklyReportSubscriptionChanged;

/** staff-preferences-<userId>: one stream per staff user. */
export const STAFF_PREFERENCE_STREAMS = streamKind<StaffPreferenceEvent>('staff-preferences-', [
  'WeeklyReportSubscriptionChanged',
]);
export const staffPreferenceStreamId = STAFF_PREFERENCE_STREAMS.id;
