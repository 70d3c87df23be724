import { projectionTest } from '../testing/projection-test';
import { StaffPreferenceRecord } from './staff-preference.entity';
import { staffPreferenceStreamId, type StaffPreferenceEvent } from './staff-preference.events';
import { staffPreferencesProjection } from './staff-preferences.projection';

const ANNA = '00000000-0000-4000-8000-000000000001';
const BERND = '00000000-0000-4000-8000-000000000002';
const changed = (weeklyReport: boolean): StaffPreferenceEvent => ({
  type: 'WeeklyReportSubscriptionChanged',
  data: { weekly_report: weeklyReport },
});
const preferences = 'SELECT user_id, weekly_report FROM staff_preferences ORDER BY user_id';

describe('staff preferences projection: subscription changes in, staff_preferences rows out', () => {
  const test = projectionTest(staffPreferencesProjection, [StaffPreferenceRecord]);

  it('keeps one row per staff member with their latest choice', async () => {
    await test.given(staffPreferenceStreamId(ANNA), [changed(true)], 'anna');
    await test.given(staffPreferenceStreamId(BERND), [changed(true)], 'bernd');
    expect(await test.rows(preferences)).toEqual([
      { user_id: ANNA, weekly_report: true },
      { user_id: BERND, weekly_report: true },
    ]);

    await test.given(staffPreferenceStreamId(ANNA), [changed(false)], 'anna');
    expect(await test.rows(preferences)).toEqual([
      { user_id: ANNA, weekly_report: false },
      { user_id: BERND, weekly_report: true },
    ]);
    await test.given(staffPreferenceStreamId(ANNA), [changed(true), changed(false)], 'anna');
    expect(await test.rows(preferences)).toEqual([
      { user_id: ANNA, weekly_report: false },
      { user_id: BERND, weekly_report: true },
    ]);
  });

  it('rebuilds the same rows from the log', async () => {
    const rows = await test.rows('SELECT * FROM staff_preferences ORDER BY user_id');
    await test.rebuild();
    expect(await test.rows('SELECT * FROM staff_preferences ORDER BY user_id')).toEqual(rows);
  });
});
