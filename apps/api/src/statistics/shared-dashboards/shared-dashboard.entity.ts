import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SharedDashboardPeriod, SharedDashboardSection } from '@agency/contracts';

/** Read model of the shared dashboards, kept by sharedDashboardsProjection. */
@Entity({ name: 'shared_dashboards' })
export class SharedDashboardRecord {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('jsonb') sections!: SharedDashboardSection[];
  @Column('text') period!: SharedDashboardPeriod;
  @Column('boolean', { name: 'has_password' }) hasPassword!: boolean;
  /** The last day (Berlin) the link works; null: until revoked. */
  @Column('text', { name: 'expires_on', nullable: true }) expiresOn!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('text', { name: 'created_by', nullable: true }) createdBy!: string | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
}

/**
 * The link's token (32 random bytes, base64url) and the argon2id hash of its password, outside the event log
 * like every secret; deleted when the link is revoked. A visitor's link finds its dashboard by the token.
 */
@Entity({ name: 'shared_dashboard_secrets' })
export class SharedDashboardSecret {
  @PrimaryColumn('uuid', { name: 'dashboard_id' }) dashboardId!: string;
  @Column('text') token!: string;
  @Column('text', { name: 'password_hash', nullable: true }) passwordHash!: string | null;
}
