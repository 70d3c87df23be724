import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { CustomerNoteStatus, CustomerNoteType } from '@agency/contracts';

/** Read model of customer notes, kept by customerNotesProjection; keyed by the accounting's customer id. */
@Entity({ name: 'customer_notes' })
@Index(['customerId', 'createdAt'])
export class CustomerNoteRecord {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'customer_id' }) customerId!: string;
  @Column('text', { name: 'customer_code' }) customerCode!: string;
  @Column('text', { name: 'customer_name' }) customerName!: string;
  @Column('text') type!: CustomerNoteType;
  @Column('text') title!: string;
  @Column('text') content!: string;
  @Column('text', { name: 'due_date', nullable: true }) dueDate!: string | null;
  @Column('text', { nullable: true }) status!: CustomerNoteStatus | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('text', { name: 'created_by', nullable: true }) createdBy!: string | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
