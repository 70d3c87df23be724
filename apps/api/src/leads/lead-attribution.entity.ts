import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per offer request: the analytics session it came from (only with the visitor's consent, else null)
 * and when it arrived. Kept by leadAttributionProjection; an erasure of the request deletes the row.
 */
@Entity({ name: 'lead_attributions' })
export class LeadAttributionRecord {
  @PrimaryColumn('uuid', { name: 'request_id' })
  requestId!: string;

  @Column('text', { name: 'session_id', nullable: true }) sessionId!: string | null;
  /** Which form sent it: the offer dialog or the contact page's enquiry form. */
  @Column('text') form!: 'offer_dialog' | 'contact_form';
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
