import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type Job, type JobsOptions, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { type FailedOutboxJob, outboxFailureReason } from '@agency/contracts';
import { CheckpointedSubscription, EventStore, type RecordedEvent } from '@agency/event-store';
import { AccountingSyncService } from '../accounting/accounting-sync.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { OFFER_REQUEST_MAIL_KINDS, OfferRequestMails, type OfferRequestMailKind } from '../mail/offer-request-mails';
import { mailFailureReason } from '../mail/smtp-outcome';
import type { OfferRequestReceived } from './offer-request.events';
import { OfferRequestsService } from './offer-requests.service';

export const MAIL_QUEUE = 'mail';
export const ACCOUNTING_QUEUE = 'accounting';
export const SIDE_EFFECTS_SUBSCRIPTION = 'offer-request-side-effects';

/** Jobs carry ids only: personal data stays in Postgres, where an erasure reaches it. */
export interface MailJob {
  requestId: string;
  kind: OfferRequestMailKind;
}
export interface AccountingJob {
  requestId: string;
}

export type OutboxQueueName = 'mail' | 'accounting';
export const OUTBOX_QUEUES: readonly OutboxQueueName[] = ['mail', 'accounting'];

/** What a failed job was, as the Backend tab names it. */
export interface OutboxJobDescription {
  what: string;
  recipient: string | null;
}
export type OutboxJobDescriber = (data: Record<string, string>) => Promise<OutboxJobDescription>;

/** How many failed jobs of each queue the Backend tab lists, the latest first. */
const FAILED_JOBS_LISTED = 200;

/**
 * 'e•••@example.de': enough for staff with the `system` permission to see which mail provider refuses,
 * not who the visitor is (reading requests takes the `requests` permission).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** BullMQ job ids per request and purpose: a redelivered event never enqueues a second job. */
export const mailJobId = (requestId: string, kind: OfferRequestMailKind) => `${requestId}-${kind}`;
export const accountingJobId = (requestId: string) => `${requestId}-sync`;

/**
 * The transactional outbox of offer requests: a checkpointed subscription on the event log turns each
 * OfferRequestReceived into BullMQ jobs (two mails, one accounting sync); workers run them with retries
 * and exponential backoff. The visitor's request never waits on SMTP or MySQL, and an outage of either
 * only delays the job: the request is already stored.
 */
@Injectable()
export class OfferRequestSideEffects implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private connections: Redis[] = [];
  private queues: { mail: Queue<MailJob>; accounting: Queue<AccountingJob> } | undefined;
  private workers: Worker[] = [];
  private subscription: CheckpointedSubscription | undefined;
  /** Mails of other features (the weekly report) by job name: they go through the same queue and worker. */
  private readonly mailHandlers = new Map<
    string,
    { send: (data: Record<string, string>) => Promise<unknown>; describe: OutboxJobDescriber }
  >();

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly requests: OfferRequestsService,
    private readonly mails: OfferRequestMails,
    private readonly accounting: AccountingSyncService,
  ) {}

  /** The queues' key prefix in Redis; tests isolate themselves through REDIS_KEY_PREFIX. */
  get prefix(): string {
    return `${this.config.REDIS_KEY_PREFIX}outbox`;
  }

  onApplicationBootstrap(): void {
    const defaultJobOptions: JobsOptions = {
      attempts: this.config.OUTBOX_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.OUTBOX_JOB_BACKOFF_MS },
      removeOnComplete: { age: 7 * 24 * 3600, count: 1_000 },
      // A job out of attempts stays visible in Redis; the request itself is safe in Postgres regardless.
      removeOnFail: false,
    };
    const queueConnection = this.connection();
    this.queues = {
      mail: new Queue<MailJob>(MAIL_QUEUE, { connection: queueConnection, prefix: this.prefix, defaultJobOptions }),
      accounting: new Queue<AccountingJob>(ACCOUNTING_QUEUE, {
        connection: queueConnection,
        prefix: this.prefix,
        defaultJobOptions,
      }),
    };
    for (const queue of Object.values(this.queues))
      queue.on('error', (error) => this.logger.warn(`Queue: ${error.message}`));
    this.workers = [
      new Worker<MailJob>(MAIL_QUEUE, (job) => this.runMail(job), {
        connection: this.connection(),
        prefix: this.prefix,
        concurrency: 2,
      }),
      new Worker<AccountingJob>(ACCOUNTING_QUEUE, (job) => this.syncToAccounting(job.data.requestId), {
        connection: this.connection(),
        prefix: this.prefix,
        concurrency: 1,
      }),
    ];
    for (const worker of this.workers) {
      worker.on('error', (error) => this.logger.warn(`Worker ${worker.name}: ${error.message}`));
      worker.on('failed', (job, error) =>
        this.logger.warn(
          `Job ${worker.name}/${job?.id} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`,
        ),
      );
    }
    this.subscription = new CheckpointedSubscription(this.dataSource, this.store, {
      name: SIDE_EFFECTS_SUBSCRIPTION,
      types: ['OfferRequestReceived'],
      handle: (event) => this.enqueue(event),
      onError: (error, event) => this.logger.warn(`Outbox: event ${event.position} not yet queued: ${String(error)}`),
    });
    this.subscription.start();
    this.requests.onReceived(() => this.subscription?.poke());
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all(Object.values(this.queues ?? {}).map((queue) => queue.close()));
    await Promise.all(this.connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
    this.workers = [];
    this.connections = [];
  }

  /**
   * Registers the sender of another kind of mail job, and how the Backend tab names one that failed;
   * call before the application bootstraps.
   */
  handleMail(
    name: string,
    send: (data: Record<string, string>) => Promise<unknown>,
    describe: OutboxJobDescriber,
  ): void {
    this.mailHandlers.set(name, { send, describe });
  }

  /**
   * Queues other features' mails: BullMQ keeps one job per id, so queuing the same ids again adds nothing.
   * Jobs carry ids only, like the request mails.
   */
  async enqueueMails(jobs: { name: string; jobId: string; data: Record<string, string> }[]): Promise<void> {
    const mail = this.queue('mail') as unknown as Queue<Record<string, string>>;
    await mail.addBulk(jobs.map(({ name, jobId, data }) => ({ name, data, opts: { jobId } })));
  }

  /**
   * Sends a mail job. A failure is logged as it came (the server log masks addresses) and thrown on as its
   * fixed German reason: that is what BullMQ keeps with the job and the Backend tab shows.
   */
  private async runMail(job: Job<MailJob>): Promise<unknown> {
    const handler = this.mailHandlers.get(job.name);
    try {
      return handler
        ? await handler.send(job.data as unknown as Record<string, string>)
        : await this.mails.send(job.data.requestId, job.data.kind);
    } catch (error) {
      const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
      this.logger.warn(
        `Mail ${job.id}: ${[code, responseCode].filter(Boolean).join(' ')} ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new Error(mailFailureReason(error));
    }
  }

  /**
   * Mail and accounting jobs out of attempts, the latest first: what each was, to whom (masked), why (a fixed
   * reason; a job that failed with other words reads 'unknown'), when.
   */
  async failedJobs(): Promise<FailedOutboxJob[]> {
    const listed = await Promise.all(
      OUTBOX_QUEUES.map(async (name) =>
        Promise.all(
          (await this.queue(name).getFailed(0, FAILED_JOBS_LISTED - 1)).map(async (job) => ({
            queue: name,
            job_id: String(job.id),
            ...(await this.describe(name, job)),
            reason: outboxFailureReason(job.failedReason),
            attempts: job.attemptsMade,
            failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          })),
        ),
      ),
    );
    return listed.flat().sort((a, b) => (b.failed_at ?? '').localeCompare(a.failed_at ?? ''));
  }

  /**
   * 'Erneut senden': the failed job runs again with a fresh set of attempts; 404 unless it failed for good.
   * Answers what the job is ('Bestätigung an Anfragende').
   */
  async retryFailed(queue: OutboxQueueName, jobId: string): Promise<{ what: string }> {
    const job = await this.queue(queue).getJob(jobId);
    if (!job || (await job.getState()) !== 'failed')
      throw new NotFoundException('Fehlgeschlagener Auftrag nicht gefunden');
    const { what } = await this.describe(queue, job);
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return { what };
  }

  private async describe(queue: OutboxQueueName, job: Job): Promise<OutboxJobDescription> {
    if (queue === 'accounting') return { what: 'Übertragung in die Buchhaltung', recipient: 'Buchhaltungsdatenbank' };
    const handler = this.mailHandlers.get(job.name);
    if (handler) return handler.describe(job.data as Record<string, string>);
    const { requestId, kind } = job.data as MailJob;
    if (kind === 'notification') return { what: 'Benachrichtigung an die Agentur', recipient: 'Postfach der Agentur' };
    const request = await this.requests.find(requestId);
    return { what: 'Bestätigung an Anfragende', recipient: request ? maskEmail(request.email) : null };
  }

  queue<K extends 'mail' | 'accounting'>(name: K): NonNullable<typeof this.queues>[K] {
    if (!this.queues) throw new Error('Outbox not started');
    return this.queues[name];
  }

  private async enqueue(event: RecordedEvent): Promise<void> {
    const requestId = String(
      (event.data as { requestId?: unknown }).requestId ?? event.streamId.replace(/^offer-request-/, ''),
    );
    const queues = this.queues;
    if (!queues) throw new Error('Outbox not started');
    // Left out at request time by ConfirmationMailCap and recorded on the event: a redelivery decides the same.
    const withheld = (event.data as Partial<OfferRequestReceived['data']>).confirmation_withheld;
    const kinds = withheld
      ? OFFER_REQUEST_MAIL_KINDS.filter((kind) => kind !== 'confirmation')
      : OFFER_REQUEST_MAIL_KINDS;
    await queues.mail.addBulk(
      kinds.map((kind) => ({ name: kind, data: { requestId, kind }, opts: { jobId: mailJobId(requestId, kind) } })),
    );
    await queues.accounting.add('sync', { requestId }, { jobId: accountingJobId(requestId) });
  }

  /** A failure is recorded on the request, then thrown so BullMQ retries with backoff. */
  private async syncToAccounting(requestId: string): Promise<string> {
    const outcome = await this.accounting.sync(requestId, null);
    if (outcome.status === 'failed') throw new Error(outcome.error);
    return outcome.status;
  }

  private connection(): Redis {
    // BullMQ's workers block on Redis; they need maxRetriesPerRequest null.
    const connection = new Redis(this.config.redisUrl, { maxRetriesPerRequest: null, connectionName: 'agency-outbox' });
    this.connections.push(connection);
    return connection;
  }
}
