import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { mysqlSettingsKind, smtpSettingsKind } from '@agency/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';
import type { ContentDocuments, DocumentDefinition, StoredDocument } from '../engine/content-documents';
import { parseContent } from '../engine/content-input';
import { contentToken } from '../engine/content-providers';
import { ContentSecretRecord } from '../engine/content-read-model.entity';
import { changedTargetFields, PasswordRequiredForNewTarget, requirePasswordForNewTarget } from './connection-target';

export type SystemSettingsKind = 'mysql' | 'smtp';

/** The permission of both settings (their routes share one controller). */
export const SYSTEM_SETTINGS_PERMISSION = mysqlSettingsKind.permission;

export const systemSettingsDocuments: Record<SystemSettingsKind, DocumentDefinition> = {
  mysql: mysqlSettingsKind,
  smtp: smtpSettingsKind,
};

/** A check of the settings about to be written (e.g. where they point), which throws to refuse them. */
export type SettingsCheck = (settings: Record<string, unknown>) => Promise<void>;

/** What the log and the read model hold: never the password, only whether and when one was set. */
type StoredSettings = Record<string, unknown> & { password_set: boolean; password_updated_at: string | null };
/** Sender defaults: the product's own address and name. */
const DEFAULTS: Record<SystemSettingsKind, Record<string, unknown>> = {
  mysql: {},
  smtp: { from_email: 'info@nordwerk-digital.de', from_name: 'Nordwerk Digital' },
};

const secretKey = (kind: SystemSettingsKind) => `${systemSettingsDocuments[kind].name}.password`;

/**
 * MySQL and SMTP configuration. Passwords are write-only: stored in content_secrets in the same
 * transaction as the settings' event, never in the event log, never answered; a blank one leaves it as is.
 */
@Injectable()
export class SystemSettingsStore {
  private readonly documents: Record<SystemSettingsKind, ContentDocuments<never, StoredSettings>>;

  constructor(
    @Inject(contentToken(systemSettingsDocuments.mysql.name)) mysql: ContentDocuments<never, StoredSettings>,
    @Inject(contentToken(systemSettingsDocuments.smtp.name)) smtp: ContentDocuments<never, StoredSettings>,
    private readonly dataSource: DataSource,
  ) {
    this.documents = { mysql, smtp };
  }

  of(kind: string): SystemSettingsKind {
    if (kind !== 'mysql' && kind !== 'smtp') throw new NotFoundException('Unbekannte Einstellung');
    return kind;
  }

  documentsOf(kind: SystemSettingsKind): ContentDocuments<never, StoredSettings> {
    return this.documents[kind];
  }

  /** As staff see it: the password field always empty. */
  async read(kind: SystemSettingsKind): Promise<{ settings: Record<string, unknown>; version: number }> {
    const stored = await this.documents[kind].get();
    const document = stored?.document ?? this.initial(kind);
    return { settings: toAnswer(document), version: stored?.version ?? 0 };
  }

  async save(
    kind: SystemSettingsKind,
    body: unknown,
    actor: StaffPrincipal,
    expectedVersion?: number,
    check?: SettingsCheck,
  ) {
    const parsed = parseContent(systemSettingsDocuments[kind].schema, body) as Record<string, unknown> & {
      password: string;
    };
    const { password, ...rest } = parsed;
    const stored = await this.documents[kind].get();
    const current = stored?.document ?? this.initial(kind);
    requirePasswordForNewTarget(systemSettingsDocuments[kind].label, current, parsed);
    await check?.(parsed);
    const changesPassword = password !== '';
    const document: StoredSettings = {
      ...rest,
      password_set: changesPassword || current.password_set,
      password_updated_at: changesPassword ? new Date().toISOString() : current.password_updated_at,
    };
    const saved = await this.documents[kind].save(document, actor, {
      // Against the version the password rule was checked on: a concurrent change makes this a 409.
      expectedVersion: expectedVersion ?? stored?.version ?? 0,
      alsoInTransaction: changesPassword ? (manager) => this.writeSecret(manager, kind, password) : undefined,
    });
    return { settings: toAnswer(saved.document), version: saved.version };
  }

  async revert(
    kind: SystemSettingsKind,
    version: number,
    actor: StaffPrincipal,
    expectedVersion?: number,
    check?: SettingsCheck,
  ) {
    // The password is not versioned: a restore brings back host, user, ... and keeps the current password,
    // so it may not bring back another host, port or user while a password is stored (that password would
    // go to a server it was not entered for); staff enter such settings in the form, with the password.
    const saved = await this.documents[kind].revert(version, actor, {
      expectedVersion,
      adjust: async (then, current) => {
        const changed = current?.password_set ? changedTargetFields(current, then) : [];
        if (changed.length > 0) throw new PasswordRequiredForNewTarget(systemSettingsDocuments[kind].label, changed);
        await check?.(then);
        return {
          ...then,
          password_set: current?.password_set ?? false,
          password_updated_at: current?.password_updated_at ?? null,
        };
      },
    });
    return { settings: toAnswer(saved.document), version: saved.version };
  }

  /**
   * The password for a connection test with `body`: its own, else the stored one, but only for the stored
   * host, port and user (400 otherwise): a test never carries the stored password anywhere new.
   */
  async passwordForTest(
    kind: SystemSettingsKind,
    body: Record<string, unknown> & { password: string },
  ): Promise<string> {
    if (body.password !== '') return body.password;
    const current = (await this.documents[kind].get())?.document ?? this.initial(kind);
    requirePasswordForNewTarget(systemSettingsDocuments[kind].label, current, body);
    return (await this.withPassword(kind)).password;
  }

  /** The full configuration with its password, for the mail and accounting senders (server side only). */
  async withPassword(kind: SystemSettingsKind): Promise<Record<string, unknown> & { password: string }> {
    const document = (await this.documents[kind].get())?.document ?? this.initial(kind);
    const secret = await this.dataSource.getRepository(ContentSecretRecord).findOneBy({ key: secretKey(kind) });
    const { password_set: _set, password_updated_at: _at, ...settings } = document;
    return { ...settings, password: secret?.value ?? '' };
  }

  private initial(kind: SystemSettingsKind): StoredSettings {
    const { password: _password, ...defaults } = parseContent(
      systemSettingsDocuments[kind].schema,
      DEFAULTS[kind],
    ) as Record<string, unknown>;
    return { ...defaults, password_set: false, password_updated_at: null };
  }

  private async writeSecret(manager: EntityManager, kind: SystemSettingsKind, value: string): Promise<void> {
    await manager.upsert(ContentSecretRecord, { key: secretKey(kind), value, updatedAt: new Date() }, ['key']);
  }
}

function toAnswer(document: StoredSettings): Record<string, unknown> {
  const { password_updated_at: _at, ...settings } = document;
  return { ...settings, password: '' };
}

export type { StoredDocument };
