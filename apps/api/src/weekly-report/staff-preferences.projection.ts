import { tableProjection } from '@agency/event-store';
import { STAFF_PREFERENCE_STREAMS, type StaffPreferenceEvent } from './staff-preference.events';
import { StaffPreferenceRecord } from './staff-preference.entity';

export const staffPreferencesProjection = tableProjection<StaffPreferenceEvent, StaffPreferenceRecord>({
  name: 'staff-preferences',
  table: StaffPreferenceRecord,
  streams: STAFF_PREFERENCE_STREAMS,
  async apply(event, { id, table }) {
    return table.upsert({ userId: id, weeklyReport: event.data.weekly_report, updatedAt: event.createdAt }, ['userId']);
  },
});
