import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model of staff members' own choices, kept by staffPreferencesProjection. */
@Entity({ name: 'staff_preferences' })
export class StaffPreferenceRecord {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('boolean', { name: 'weekly_report' }) weeklyReport!: boolean;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
