import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model of every content collection (stories, testimonials, ...), kept by the collections' projections. */
@Entity({ name: 'content_items' })
export class ContentItemRecord {
  @PrimaryColumn('text')
  collection!: string;

  @PrimaryColumn('text')
  id!: string;

  @Column('jsonb')
  data!: Record<string, unknown>;

  /** Generated from data.enabled by the database. */
  @Column({ type: 'boolean', insert: false, update: false })
  enabled!: boolean;

  @Column('integer')
  sort!: number;

  @Column('integer')
  version!: number;

  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt!: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('text', { name: 'updated_by', nullable: true })
  updatedBy!: string | null;
}

/** Read model of content saved as a whole (FAQ, services, legal texts, images, settings, templates). */
@Entity({ name: 'content_documents' })
export class ContentDocumentRecord {
  @PrimaryColumn('text')
  key!: string;

  @Column('jsonb')
  data!: unknown;

  @Column('integer')
  version!: number;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('text', { name: 'updated_by', nullable: true })
  updatedBy!: string | null;
}

/** Write-only secrets (system settings passwords), written beside the settings' events, never into them. */
@Entity({ name: 'content_secrets' })
export class ContentSecretRecord {
  @PrimaryColumn('text')
  key!: string;

  @Column('text')
  value!: string;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}
