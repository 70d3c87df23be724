import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Permissions, Role } from '@agency/contracts';

/** Read model of staff users, kept by UserListProjection. */
@Entity({ name: 'users' })
export class UserRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  username!: string;

  @Column('text')
  email!: string;

  @Column('text')
  role!: Role;

  @Column('boolean')
  active!: boolean;

  @Column('jsonb')
  permissions!: Permissions;

  @Column('boolean', { name: 'two_factor_enabled', default: false })
  twoFactorEnabled!: boolean;

  /**
   * Bumped when a password changes, the user is deactivated, or their two-factor login is set up or reset:
   * older tokens stop working.
   */
  @Column('integer', { name: 'session_version' })
  sessionVersion!: number;

  /**
   * The token id of the session that changed its own account's password or set up its two-factor login:
   * that session stays valid through the version bump, all others end. Null after any other bump.
   */
  @Column('text', { name: 'kept_session_id', nullable: true })
  keptSessionId!: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

/** Password hashes live outside the event log, written in the same transaction as the user's events. */
@Entity({ name: 'user_credentials' })
export class UserCredential {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

/**
 * A user's two-factor secret and recovery-code hashes, outside the event log like the password hash (the log
 * records only that two-factor login was set up, used or removed), written in the same transaction as those
 * events. `pendingSecret` is a set-up not yet confirmed with a code.
 */
@Entity({ name: 'user_two_factor' })
export class UserTwoFactor {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { nullable: true })
  secret!: string | null;

  @Column('text', { name: 'pending_secret', nullable: true })
  pendingSecret!: string | null;

  /** SHA-256 of each unused recovery code (high-entropy random codes need no slow hash). */
  @Column('text', { name: 'recovery_code_hashes', array: true, default: () => "'{}'" })
  recoveryCodeHashes!: string[];

  /** The last TOTP time step accepted: a code is never accepted twice. */
  @Column('bigint', { name: 'last_used_step', nullable: true })
  lastUsedStep!: string | null;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}
