import path from 'node:path';
import type { Server } from 'node:net';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Redis } from 'ioredis';
import { CLICKHOUSE_CLIENT, type ClickHouseClient, isEmbedded } from '@agency/analytics';
import type { BackupRun, BackupStatus } from '@agency/contracts';
import { EventStore } from '@agency/event-store';
import { HealthRegistry } from '@agency/observability';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infrastructure/persistence/persistence.module';
import { mediaStorage } from '../media/media.module';
import type { MediaStorage } from '../media/media-storage';
import { PipelineControlService } from '../pipeline-control/pipeline-control.service';
import {
  type BackupHooks,
  type BackupResult,
  backupFileName,
  createBackup,
  describeBackup,
  pruneBackups,
} from './backup';
import { setBackupProbe } from './backup.metrics';
import { backupSocketPath, closeBackupSocket, listenBackupSocket } from './backup-socket';
import { backupDir, backupState, BackupStatusStore, finishedRun, nextBackupAt } from './backup-status';
import { backupCompleted, backupFailed, type OperationsEvent, recordOperation } from './operations.events';

const NIGHTLY = 'nightly-backup';

/**
 * Backups from inside the running api: the nightly one (one-machine mode), the ones `npm run backup` asks for
 * over the socket in DATA_DIR (chDB cannot be opened by a second process), and the status every api instance
 * shows in 'Backend', /health/ready and /metrics.
 */
@Injectable()
export class BackupService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backup');
  private readonly store: BackupStatusStore;
  private readonly schedule: string | null;
  private running = false;
  private nextAt: Date | null = null;
  private socket: Server | undefined;

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(CLICKHOUSE_CLIENT) private readonly clickhouse: ClickHouseClient,
    @Inject(REDIS) redis: Redis,
    private readonly pipeline: PipelineControlService,
    private readonly health: HealthRegistry,
    private readonly scheduler: SchedulerRegistry,
    private readonly events: EventStore,
  ) {
    this.store = new BackupStatusStore(redis, config.REDIS_KEY_PREFIX);
    this.schedule = config.BACKUP_TIME === 'off' ? null : config.BACKUP_TIME;
  }

  /** The nightly run belongs to the one-machine api; in the distributed mode a compose service or CronJob runs it. */
  private get scheduledHere(): boolean {
    return this.schedule !== null && this.config.INGEST_MODE === 'inline';
  }

  async onModuleInit(): Promise<void> {
    this.health.register(
      'backup',
      async () => {
        const { state } = await this.status();
        if (state === 'failed' || state === 'missing') throw new Error(`backup ${state}`);
      },
      { critical: false },
    );
    setBackupProbe(() => this.status());
    if (this.schedule) await this.store.expectSince(new Date()).catch(() => undefined);
    if (this.scheduledHere) this.scheduleNext();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!isEmbedded(this.config) || this.config.CLICKHOUSE_DATA_DIR === ':memory:') return;
    const file = backupSocketPath(this.config.DATA_DIR);
    try {
      this.socket = await listenBackupSocket(file, async (request, progress) => {
        const result = await this.run(request.out, progress, request.trigger);
        return { file: result.file, size: result.size, line: describeBackup(result) };
      });
    } catch (error) {
      // A path longer than a socket's limit (~100 bytes): the product runs; `npm run backup` needs it stopped.
      this.logger.warn(`no backup socket at ${file} (${String(error)}): npm run backup needs the product stopped`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.scheduler.doesExist('timeout', NIGHTLY)) this.scheduler.deleteTimeout(NIGHTLY);
    setBackupProbe(undefined);
    await closeBackupSocket(this.socket, backupSocketPath(this.config.DATA_DIR));
  }

  /**
   * One backup at a time; its outcome is recorded for every api instance to show, and in the event log for
   * the activity log.
   */
  async run(
    out: string,
    log: (line: string) => void,
    trigger: BackupRun['trigger'],
    hooks: BackupHooks = {},
  ): Promise<BackupResult> {
    if (this.running) throw new Error('a backup is already running');
    this.running = true;
    const startedAt = new Date().toISOString();
    let media: MediaStorage | undefined;
    try {
      media = await mediaStorage(this.config);
      const result = await createBackup(
        {
          postgresUrl: this.config.databaseUrl,
          clickhouse: {
            client: this.clickhouse,
            database: this.config.CLICKHOUSE_DATABASE,
            embedded: isEmbedded(this.config),
            cluster: this.config.CLICKHOUSE_CLUSTER,
          },
          holdInserts: () => this.pipeline.pipeline.holdInserts(),
          // The generated JWT secret lives there unless JWT_SECRET is set.
          dataDir: this.config.JWT_SECRET ? undefined : this.config.DATA_DIR,
          media,
        },
        out,
        log,
        hooks,
      );
      await this.record(finishedRun(trigger, startedAt, result));
      await this.recordEvent(backupCompleted(trigger, result));
      return result;
    } catch (error) {
      await this.record(finishedRun(trigger, startedAt, { error }));
      await this.recordEvent(backupFailed(trigger, error));
      throw error;
    } finally {
      media?.close?.();
      this.running = false;
    }
  }

  async status(now = new Date()): Promise<BackupStatus> {
    const stored = await this.store.read();
    return {
      state: backupState(stored, { schedule: this.schedule, running: this.running, now }),
      schedule: this.schedule,
      next_at: this.scheduledHere && this.nextAt ? this.nextAt.toISOString() : null,
      keep: this.config.BACKUP_KEEP,
      last: stored.last,
      last_success: stored.lastSuccess,
    };
  }

  private async record(run: BackupRun): Promise<void> {
    await this.store.record(run).catch((error) => this.logger.warn(`backup status not recorded: ${String(error)}`));
  }

  private async recordEvent(event: OperationsEvent): Promise<void> {
    await recordOperation(this.events, event).catch((error) =>
      this.logger.warn(`backup not recorded in the activity log: ${String(error)}`),
    );
  }

  private scheduleNext(): void {
    if (!this.schedule) return;
    const next = nextBackupAt(this.schedule, new Date());
    this.nextAt = next;
    if (this.scheduler.doesExist('timeout', NIGHTLY)) this.scheduler.deleteTimeout(NIGHTLY);
    const timer = setTimeout(() => void this.runNightly(), next.getTime() - Date.now());
    timer.unref();
    this.scheduler.addTimeout(NIGHTLY, timer);
  }

  /** The nightly run: into BACKUP_DIR, keeping the newest BACKUP_KEEP; then the next night is scheduled. */
  async runNightly(): Promise<void> {
    const dir = backupDir(this.config);
    try {
      const result = await this.run(path.join(dir, backupFileName()), (line) => this.logger.debug(line), 'schedule');
      this.logger.log(describeBackup(result));
      const removed = await pruneBackups(dir, this.config.BACKUP_KEEP);
      if (removed.length)
        this.logger.log(`Removed older backups (BACKUP_KEEP=${this.config.BACKUP_KEEP}): ${removed.join(', ')}`);
    } catch (error) {
      this.logger.error(`Nightly backup failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.scheduleNext();
    }
  }
}
