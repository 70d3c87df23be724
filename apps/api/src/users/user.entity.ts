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

  /** Bumped when a password changes or the user is deactivated: older tokens stop working. */
  @Column('integer', { name: 'session_version' })
  sessionVersion!: number;

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
