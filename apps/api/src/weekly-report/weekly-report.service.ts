import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { change, StatisticsQueries } from '@agency/analytics';
import {
  emailTemplateSchema,
  type EmailTemplateFields,
  emailTemplatesKind,
  hasPermission,
  leadSourceLabel,
  LEAD_SOURCE_UNKNOWN,
  type Permissions,
  type Role,
  type WeeklyReportPlaceholder,
  type WeeklyReportSubscriber,
} from '@agency/contracts';
import { ConcurrencyError, EventStore, handleCommand } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../auth/staff-principal';
import { SEED_EMAIL_TEMPLATES } from '../content/seed/data/email-template';
import type { ContentDocuments } from '../content/engine/content-documents';
import { parseContent } from '../content/engine/content-input';
import { contentToken } from '../content/engine/content-providers';
import { OutboundTargets } from '../content/system-settings/outbound-targets';
import { SystemSettingsStore } from '../content/system-settings/system-settings.store';
import { LeadsService } from '../leads/leads.service';
import { renderEmailTemplate } from '../mail/email-template.renderer';
import { emailTemplate } from '../mail/email-template.source';
import { fromAddress, type SmtpConfig, smtpConfigured, smtpTransport } from '../mail/mail-transport';
import { OfferRequestSideEffects } from '../offer-requests/offer-request-side-effects';
import { reportWeek } from './report-week';
import { staffPreferenceDecider } from './staff-preference.decider';
import { StaffPreferenceRecord } from './staff-preference.entity';
import { staffPreferenceStreamId } from './staff-preference.events';

/** The mail job's name in the outbox's mail queue, and the template staff edit under E-Mail-Vorlagen. */
export const WEEKLY_REPORT_JOB = 'weekly-report';
export const WEEKLY_REPORT_TEMPLATE = 'weekly_report';

export type WeeklyReportOutcome = 'sent' | 'smtp_not_configured' | 'not_subscribed';

/** What a report job carries: ids and days only; the figures are read when the mail is sent. */
interface WeeklyReportJob {
  userId: string;
  week: string;
  from: string;
  to: string;
}

const numbers = new Intl.NumberFormat('de-DE');
const decimals = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const germanDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('de-DE', { timeZone: 'UTC' });
const duration = (seconds: number) => {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')} min`;
};
/** '2026-W47' as staff write it: 'KW 47/2026'. */
const weekLabel = (key: string) => {
  const [year, week] = key.split('-W');
  return `KW ${Number(week)}/${year}`;
};
/** A change in words: '+12,5 % ggü. Vorwoche', or that the week before had nothing to compare with. */
export const changeText = (value: number | null) =>
  value === null
    ? 'Vorwoche ohne Daten'
    : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${decimals.format(Math.abs(value))} % ggü. Vorwoche`;

/**
 * The weekly statistics report: staff subscribe themselves; every Monday one api instance claims the
 * week in Postgres and queues one mail per subscriber into the outbox's mail queue, whose worker sends it with
 * the template staff edit.
 */
@Injectable()
export class WeeklyReportService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('WeeklyReport');

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly outbox: OfferRequestSideEffects,
    private readonly statistics: StatisticsQueries,
    private readonly leads: LeadsService,
    private readonly settings: SystemSettingsStore,
    @Inject(contentToken(emailTemplatesKind.name))
    private readonly templates: ContentDocuments<typeof emailTemplateSchema, EmailTemplateFields>,
    private readonly targets: OutboundTargets,
  ) {}

  onModuleInit(): void {
    this.outbox.handleMail(
      WEEKLY_REPORT_JOB,
      (data) => this.send(data as unknown as WeeklyReportJob),
      (data) => this.describe(data as unknown as WeeklyReportJob),
    );
  }

  /** An installation from before the report gets its template once, so staff find it under E-Mail-Vorlagen. */
  async onApplicationBootstrap(): Promise<void> {
    if (await this.templates.get(WEEKLY_REPORT_TEMPLATE)) return;
    const builtIn = SEED_EMAIL_TEMPLATES.find((t) => t.id === WEEKLY_REPORT_TEMPLATE);
    if (!builtIn) return;
    const { id: _id, ...seed } = builtIn;
    try {
      await this.templates.save(parseContent(emailTemplateSchema, seed) as EmailTemplateFields, null, {
        key: WEEKLY_REPORT_TEMPLATE,
        expectedVersion: 0,
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error; // another instance (or the first-start seeding) wrote it
    }
  }

  async subscribed(userId: string): Promise<boolean> {
    const row = await this.dataSource.getRepository(StaffPreferenceRecord).findOneBy({ userId });
    return row?.weeklyReport ?? false;
  }

  /** A staff member (un)subscribes themselves; the route gives only their own id. */
  async subscribe(actor: StaffPrincipal, weeklyReport: boolean): Promise<boolean> {
    await handleCommand(
      this.store,
      staffPreferenceStreamId(actor.id),
      staffPreferenceDecider,
      { type: 'SetWeeklyReportSubscription', weeklyReport },
      { metadata: actorMetadata(actor) },
    );
    return this.subscribed(actor.id);
  }

  /** Active users who subscribed and (still) may read statistics. */
  async subscribers(manager: EntityManager = this.dataSource.manager): Promise<WeeklyReportSubscriber[]> {
    const rows: { id: string; username: string; email: string; role: Role; permissions: Permissions }[] =
      await manager.query(
        `SELECT u.id, u.username, u.email, u.role, u.permissions FROM staff_preferences p
          JOIN users u ON u.id = p.user_id
          WHERE p.weekly_report AND u.active ORDER BY u.username`,
      );
    return rows
      .filter((u) => hasPermission(u.role, u.permissions, 'statistics'))
      .map((u) => ({ user_id: u.id, username: u.username, email: u.email }));
  }

  /**
   * Queues the report of the last complete week, once: the week's claim row commits together with the decision,
   * so of several instances (or runs) only the first queues it; the others find the claim and do nothing. Should
   * queuing fail, the claim is rolled back and a later run may try again. Returns the week and recipients, or null.
   */
  async runWeek(now: Date = new Date()): Promise<{ week: string; recipients: number } | null> {
    const week = reportWeek(now);
    const result = await this.dataSource.transaction(async (manager) => {
      const claimed: unknown[] = await manager.query(
        `INSERT INTO weekly_report_claims (week, claimed_at, recipients) VALUES ($1, now(), 0)
          ON CONFLICT (week) DO NOTHING RETURNING week`,
        [week.key],
      );
      if (claimed.length === 0) return null;
      const recipients = await this.subscribers(manager);
      await manager.query(`UPDATE weekly_report_claims SET recipients = $2 WHERE week = $1`, [
        week.key,
        recipients.length,
      ]);
      await this.outbox.enqueueMails(
        recipients.map((r) => ({
          name: WEEKLY_REPORT_JOB,
          jobId: `weekly-report-${week.key}-${r.user_id}`,
          data: { userId: r.user_id, week: week.key, from: week.range.from, to: week.range.to },
        })),
      );
      return { week: week.key, recipients: recipients.length };
    });
    if (result) this.logger.log(`Wochenbericht ${result.week}: ${result.recipients} Empfänger`);
    return result;
  }

  /** Sends one report; throws when the SMTP server fails, so the outbox retries the job. */
  async send(job: WeeklyReportJob): Promise<WeeklyReportOutcome> {
    const recipient = (await this.subscribers()).find((s) => s.user_id === job.userId);
    // Unsubscribed, deactivated or without the statistics permission since the job was queued.
    if (!recipient) return 'not_subscribed';
    const smtp = (await this.settings.withPassword('smtp')) as Partial<SmtpConfig>;
    if (!smtpConfigured(smtp)) {
      this.logger.log(`SMTP ist nicht konfiguriert: kein Wochenbericht ${job.week} an ${recipient.username}`);
      return 'smtp_not_configured';
    }
    const values = await this.figures(job, recipient.username);
    const mail = renderEmailTemplate(await emailTemplate(this.dataSource, WEEKLY_REPORT_TEMPLATE), values);
    const from = fromAddress(smtp);
    const transport = smtpTransport(smtp, await this.targets.resolve('smtp', smtp.host));
    try {
      await transport.sendMail({
        from,
        to: { name: recipient.username, address: recipient.email },
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<weekly-report.${job.week}.${job.userId}@${from.address.split('@')[1] ?? 'localhost'}>`,
      });
    } finally {
      transport.close();
    }
    return 'sent';
  }

  /** A report job as the Backend tab names it: the week and the staff member it is for. */
  private async describe(job: WeeklyReportJob): Promise<{ what: string; recipient: string | null }> {
    const rows: { username: string }[] = await this.dataSource.query('SELECT username FROM users WHERE id = $1', [
      job.userId,
    ]);
    return { what: `Wochenbericht ${weekLabel(job.week)}`, recipient: rows[0]?.username ?? null };
  }

  /** The template's placeholders: the week's headline figures and requests, each with its change. */
  async figures(job: WeeklyReportJob, recipient: string): Promise<Record<WeeklyReportPlaceholder, string>> {
    const now = new Date();
    const range = { from: job.from, to: job.to };
    const view = await this.statistics.view(now, { period: 'custom', from: job.from, to: job.to, compare: 'previous' });
    const previous = view.comparison;
    if (!previous) throw new Error('Vergleich mit der Vorwoche fehlt');
    const [requests, requestsBefore, leads] = await Promise.all([
      this.leads.requestCount(range),
      this.leads.requestCount({ from: previous.period.from.slice(0, 10), to: previous.period.to.slice(0, 10) }),
      this.leads.view(now, range),
    ]);
    const top = leads.sources.find((s) => s.source !== LEAD_SOURCE_UNKNOWN);
    return {
      recipient,
      week: weekLabel(job.week),
      period: `${germanDay(job.from)} – ${germanDay(job.to)}`,
      page_views: numbers.format(view.page_views),
      page_views_change: changeText(previous.change.page_views),
      unique_visitors: numbers.format(view.unique_visitors),
      unique_visitors_change: changeText(previous.change.unique_visitors),
      avg_session_duration: duration(view.avg_session_duration),
      avg_session_duration_change: changeText(previous.change.avg_session_duration),
      bounce_rate: `${decimals.format(view.bounce_rate)} %`,
      bounce_rate_change: changeText(previous.change.bounce_rate),
      requests: numbers.format(requests),
      requests_change: changeText(change(requests, requestsBefore)),
      top_source: top
        ? `${leadSourceLabel(top.source)}${top.entry_page ? ` (Einstieg ${top.entry_page})` : ''}: ${numbers.format(top.requests)}`
        : '–',
    };
  }
}
