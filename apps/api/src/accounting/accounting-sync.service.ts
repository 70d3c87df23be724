import { Injectable, Logger } from '@nestjs/common';
import type { Connection } from 'mysql2/promise';
import type { Customer } from '@agency/contracts';
import type { StaffPrincipal } from '../auth/staff-principal';
import { OutboundTargets } from '../content/system-settings/outbound-targets';
import { SystemSettingsStore } from '../content/system-settings/system-settings.store';
import { OfferRequestsService } from '../offer-requests/offer-requests.service';
import {
  countCustomers,
  findOrCreateCustomer,
  listCustomers,
  type MysqlConfig,
  mysqlConfigured,
  withAccountingDatabase,
} from './accounting-database';
import { accountingFailureReason } from './mysql-outcome';

export type SyncOutcome =
  | { status: 'synced'; customerId: number; created: boolean; code?: string; already: boolean }
  | { status: 'failed'; error: string }
  | { status: 'not_configured' }
  | { status: 'request_gone' };

export const NOT_CONFIGURED = 'Die Buchhaltungsdatenbank (MySQL) ist nicht konfiguriert';

/** Hands offer requests over to the accounting database and records the outcome on the request. */
@Injectable()
export class AccountingSyncService {
  private readonly logger = new Logger('Accounting');

  constructor(
    private readonly requests: OfferRequestsService,
    private readonly settings: SystemSettingsStore,
    private readonly targets: OutboundTargets,
  ) {}

  async config(): Promise<MysqlConfig | undefined> {
    const config = (await this.settings.withPassword('mysql')) as Partial<MysqlConfig>;
    return mysqlConfigured(config) ? config : undefined;
  }

  /**
   * Creates or finds the request's customer by e-mail and records success {customer_id} or failure
   * {error: a fixed German reason; the database's own words go to the log} on the request. A request
   * already synced is not synced again.
   */
  async sync(requestId: string, actor: StaffPrincipal | null): Promise<SyncOutcome> {
    const request = await this.requests.find(requestId);
    if (!request) return { status: 'request_gone' };
    if (request.mysql_status?.success && request.mysql_status.customer_id !== undefined) {
      return { status: 'synced', customerId: request.mysql_status.customer_id, created: false, already: true };
    }
    const config = await this.config();
    if (!config) {
      this.logger.log(`MySQL ist nicht konfiguriert: Anfrage ${requestId} bleibt ohne Buchhaltungseintrag`);
      return { status: 'not_configured' };
    }
    try {
      const { customerId, created, code } = await this.connected(config, (db) => findOrCreateCustomer(db, request));
      await this.requests.recordSync(requestId, { success: true, customerId, created }, actor);
      return { status: 'synced', customerId, created, code, already: false };
    } catch (error) {
      const reason = accountingFailureReason(error);
      this.logger.warn(`Übertragung der Anfrage ${requestId} in die Buchhaltung fehlgeschlagen: ${describe(error)}`);
      await this.requests.recordSync(requestId, { success: false, error: reason }, actor);
      return { status: 'failed', error: reason };
    }
  }

  /** undefined when MySQL is not configured. */
  async customerCount(): Promise<number | undefined> {
    const config = await this.config();
    return config ? this.connected(config, countCustomers) : undefined;
  }

  async customers(search?: string): Promise<Customer[] | undefined> {
    const config = await this.config();
    if (!config) return undefined;
    return this.connected(config, (db) => listCustomers(db, search?.trim()));
  }

  /** Every connection goes to the address its host was checked as (no loopback without the operator's say). */
  private async connected<T>(config: MysqlConfig, work: (connection: Connection) => Promise<T>): Promise<T> {
    const target = await this.targets.resolve('mysql', config.host);
    return withAccountingDatabase(config, target.address, work);
  }
}

/** An error for the server log (which masks e-mail and IP addresses itself): its code and message. */
export function describe(error: unknown): string {
  const e = error as { code?: string; message?: string };
  const text = e?.message || String(error);
  return (e?.code && !text.includes(e.code) ? `${e.code}: ${text}` : text).slice(0, 500);
}
