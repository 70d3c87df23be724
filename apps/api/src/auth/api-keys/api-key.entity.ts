import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model of the API keys, kept by apiKeysProjection. */
@Entity({ name: 'api_keys' })
export class ApiKeyRecord {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') name!: string;
  @Column('text') hint!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'last_used_at', nullable: true }) lastUsedAt!: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
}

/**
 * The SHA-256 of a key that still works (the key is 32 random bytes, so a fast hash suffices), outside the
 * event log like every secret; made with the key, deleted when it is revoked. A call finds its key by it.
 */
@Entity({ name: 'api_key_secrets' })
export class ApiKeySecret {
  @PrimaryColumn('uuid', { name: 'key_id' }) keyId!: string;
  @Column('text') hash!: string;
}
