import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model of the annotations staff wrote, kept by annotationsProjection; read by day. */
@Entity({ name: 'statistics_annotations' })
export class AnnotationRecord {
  @PrimaryColumn('uuid') id!: string;
  /** yyyy-mm-dd */
  @Column('text') date!: string;
  @Column('text') text!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('text', { name: 'created_by', nullable: true }) createdBy!: string | null;
}
