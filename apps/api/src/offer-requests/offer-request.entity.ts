import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MysqlStatus } from '@agency/contracts';

/** Read model of offer requests for staff, kept by offerRequestListProjection. */
@Entity({ name: 'offer_requests' })
export class OfferRequestRecord {
  @PrimaryColumn('uuid')
  id!: string;

  /** The global position of the OfferRequestReceived event: a stable running number (spec: rowid). */
  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  rowid!: number;

  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('text') phone!: string;
  @Column('text') company!: string;
  @Column('text') address!: string;
  @Column('text') zip!: string;
  @Column('text') town!: string;
  @Column('text') country!: string;
  @Column('text') service!: string;
  @Column('text') budget!: string;
  @Column('text') message!: string;
  @Column('text', { name: 'project_type', nullable: true }) projectType!: string | null;
  @Column('text', { nullable: true }) timeline!: string | null;
  @Column('text') source!: 'offer_dialog' | 'contact_form';
  @Column('boolean') read!: boolean;
  @Column('jsonb', { name: 'mysql_status', nullable: true }) mysqlStatus!: MysqlStatus;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}

/** Read model of submissions held back as suspected spam, for staff to review. */
@Entity({ name: 'offer_request_spam' })
export class SuspectedSpamRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('jsonb') data!: Record<string, unknown>;
  @Column('jsonb') reasons!: string[];
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
