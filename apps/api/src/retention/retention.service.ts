import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { AnalyticsRetention } from '@agency/analytics';
import {
  type RetentionPreview,
  type RetentionRun,
  type RetentionSettings,
  retentionSettingsSchema,
} from '@agency/contracts';
import { ConcurrencyError, type EventMetadata, EventStore } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../auth/staff-principal';
import type { ContentDocuments } from '../content/engine/content-documents';
import { contentToken } from '../content/engine/content-providers';
import { OfferRequestsService } from '../offer-requests/offer-requests.service';
import { RETENTION_RUNS_STREAM, type RetentionRunCompleted } from './retention-run.events';
import { retentionSettingsDocument } from './retention-settings.document';

/** The moment `months` calendar months before `now` (the 31st of a shorter month becomes its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  return target;
}

/**
 * The first day of the 404 list ('Nicht gefundene Seiten') that the statistics' retention keeps at `now`: the
 * list is statistics, so it follows the period of the raw analytics events (yyyy-mm-dd, UTC).
 */
export function notFoundKeptSince(analyticsMonths: number, now = new Date()): string {
  return monthsBefore(now, analyticsMonths).toISOString().slice(0, 10);
}

/** A daily run by the schedule is skipped when another api replica ran it within this time. */
const DAILY_RUN_GAP_MS = 12 * 60 * 60 * 1000;

/**
 * Storage limitation (DSGVO Art. 5(1)(e)): every night, offer requests, enquiries and held-back
 * submissions older than staff's limit are erased through the same path as staff's delete (their personal data
 * redacted in the event log too), and the raw analytics events' TTL follows staff's setting. Each run is
 * logged with its counts and kept as an event, which the System tab shows.
 */
@Injectable()
export class RetentionService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    @Inject(contentToken(retentionSettingsDocument.name))
    private readonly documents: ContentDocuments<typeof retentionSettingsSchema, RetentionSettings>,
    private readonly requests: OfferRequestsService,
    private readonly analytics: AnalyticsRetention,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    // A new analytics limit takes effect at once, whichever route saved or restored it.
    this.documents.onChange(async (stored) => {
      await this.applyTtl(retentionSettingsSchema.parse(stored.document).analytics_months);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.applyTtl((await this.settings()).analytics_months);
  }

  async settings(): Promise<RetentionSettings> {
    const stored = await this.documents.get();
    return retentionSettingsSchema.parse(stored?.document ?? {});
  }

  @Cron('30 3 * * *', { name: 'retention', timeZone: 'Europe/Berlin' })
  async daily(): Promise<void> {
    try {
      await this.run(null);
    } catch (error) {
      this.logger.error(`Aufbewahrung: Lauf fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * One run: erase what is due, apply the TTL and remove the raw events it has expired. `actor` null is the
   * schedule, which skips when another replica has just run; null is then returned.
   */
  async run(actor: StaffPrincipal | null, now = new Date()): Promise<RetentionRun | null> {
    if (!(await this.claim(actor, now))) return null;
    const settings = await this.settings();
    const metadata: EventMetadata = { ...actorMetadata(actor), reason: 'retention' };
    const redactedBy = actor ? `${actor.username} (Aufbewahrung)` : 'Aufbewahrung';
    const requestsBefore = settings.requests_months ? monthsBefore(now, settings.requests_months) : null;
    let requestsErased = 0;
    let spamErased = 0;
    if (requestsBefore) {
      const due = await this.requests.receivedBefore(requestsBefore);
      for (const id of due.requests)
        if (await this.tryErase(() => this.requests.erase(id, metadata, redactedBy))) requestsErased++;
      for (const id of due.spam)
        if (await this.tryErase(() => this.requests.eraseSpam(id, metadata, redactedBy))) spamErased++;
    }
    let analyticsRemoved = 0;
    let analyticsBefore = '';
    try {
      await this.applyTtl(settings.analytics_months, true);
      analyticsRemoved = await this.analytics.removeExpired(settings.analytics_months);
      analyticsBefore = await this.analytics.firstKeptDay(settings.analytics_months);
    } catch (error) {
      this.logger.error(`Aufbewahrung: Statistik-Rohdaten nicht bereinigt: ${String(error)}`);
    }
    let notFoundRemoved = 0;
    try {
      notFoundRemoved = await this.removeExpiredNotFound(notFoundKeptSince(settings.analytics_months, now));
    } catch (error) {
      this.logger.error(`Aufbewahrung: nicht gefundene Seiten nicht bereinigt: ${String(error)}`);
    }
    const completed: RetentionRunCompleted['data'] = {
      at: now.toISOString(),
      requests_before: requestsBefore?.toISOString() ?? null,
      requests_erased: requestsErased,
      spam_erased: spamErased,
      analytics_before: analyticsBefore,
      analytics_rows_removed: analyticsRemoved,
      not_found_rows_removed: notFoundRemoved,
    };
    await this.store.appendToStream(RETENTION_RUNS_STREAM, [{ type: 'RetentionRunCompleted', data: completed }], {
      expectedVersion: 'any',
      metadata,
    });
    this.logger.log(
      `Aufbewahrung: ${requestsErased} Anfragen und ${spamErased} zurückgehaltene Einsendungen gelöscht` +
        (requestsBefore ? ` (eingegangen vor ${requestsBefore.toISOString()})` : ' (Frist aus)') +
        `, ${analyticsRemoved} Statistik-Rohdaten entfernt (vor ${analyticsBefore || '?'})` +
        `, ${notFoundRemoved} Tageszählungen nicht gefundener Seiten entfernt`,
    );
    return { ...completed, actor: actor?.username ?? null };
  }

  /**
   * What a run started at `now` would erase, counted by the same rules the run applies, so staff confirm a
   * run knowing its numbers. Nothing is changed.
   */
  async preview(now = new Date()): Promise<RetentionPreview> {
    const settings = await this.settings();
    const requestsBefore = settings.requests_months ? monthsBefore(now, settings.requests_months) : null;
    const due = requestsBefore ? await this.requests.receivedBefore(requestsBefore) : { requests: [], spam: [] };
    const [analyticsRows, analyticsBefore] = await Promise.all([
      this.analytics.expiredRows(settings.analytics_months),
      this.analytics.firstKeptDay(settings.analytics_months),
    ]);
    return {
      requests: due.requests.length,
      spam: due.spam.length,
      requests_before: requestsBefore?.toISOString() ?? null,
      analytics_rows: analyticsRows,
      analytics_before: analyticsBefore,
    };
  }

  /** The last runs, newest first. */
  async runs(limit = 30): Promise<RetentionRun[]> {
    const rows: { data: RetentionRunCompleted['data']; metadata: EventMetadata }[] = await this.dataSource.query(
      `SELECT data, metadata FROM events WHERE stream_id = $1 AND type = 'RetentionRunCompleted'
       ORDER BY stream_version DESC LIMIT $2`,
      [RETENTION_RUNS_STREAM, limit],
    );
    // Runs recorded before the 404 list followed the retention have no count of it.
    return rows.map(({ data, metadata }) => ({
      ...data,
      not_found_rows_removed: data.not_found_rows_removed ?? 0,
      actor: metadata.actor?.username ?? null,
    }));
  }

  /** Deletes the 404 list's days before `keptSince` (yyyy-mm-dd); returns how many rows went. */
  private async removeExpiredNotFound(keptSince: string): Promise<number> {
    const [, removed] = (await this.dataSource.query(`DELETE FROM not_found_pages WHERE day < $1::date`, [
      keptSince,
    ])) as [unknown, number];
    return removed;
  }

  /** A failed TTL change is logged (the next run or save tries again); `strict` lets a run see it. */
  private async applyTtl(months: number, strict = false): Promise<void> {
    try {
      if (await this.analytics.applyTtl(months)) this.logger.log(`Statistik-Rohdaten: TTL ${months} Monate gesetzt`);
    } catch (error) {
      if (strict) throw error;
      this.logger.warn(`Statistik-Rohdaten: TTL ${months} Monate nicht gesetzt: ${String(error)}`);
    }
  }

  /** An item that cannot be erased (erased meanwhile by staff) does not stop the others. */
  private async tryErase(erase: () => Promise<void>): Promise<boolean> {
    try {
      await erase();
      return true;
    } catch (error) {
      this.logger.warn(`Aufbewahrung: ein Eintrag wurde nicht gelöscht: ${String(error)}`);
      return false;
    }
  }

  /** The schedule's turn, taken by one replica: the log's version decides, and a run in the last hours counts. */
  private async claim(actor: StaffPrincipal | null, now: Date): Promise<boolean> {
    const version = await this.store.streamVersion(RETENTION_RUNS_STREAM);
    if (!actor && version > 0) {
      const [last] = await this.store.readStream(RETENTION_RUNS_STREAM, version);
      if (last && now.getTime() - last.createdAt.getTime() < DAILY_RUN_GAP_MS && !last.metadata.actor) return false;
    }
    try {
      await this.store.appendToStream(
        RETENTION_RUNS_STREAM,
        [{ type: 'RetentionRunStarted', data: { at: now.toISOString() } }],
        { expectedVersion: version, metadata: actorMetadata(actor) },
      );
      return true;
    } catch (error) {
      if (error instanceof ConcurrencyError) return false;
      throw error;
    }
  }
}
