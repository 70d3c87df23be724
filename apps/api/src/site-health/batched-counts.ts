import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';

/** How often the counts kept in memory are written (and once more when the process stops). */
export const SITE_HEALTH_FLUSH_MS = 2_000;

/**
 * Counts kept in memory and written in batches: every SITE_HEALTH_FLUSH_MS and once more when the process stops,
 * one write at a time. A failed write loses its batch (it never counts twice) and is logged as `what`.
 */
export abstract class BatchedCounts implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SiteHealth');
  private timer?: NodeJS.Timeout;
  private writing = Promise.resolve();

  constructor(private readonly what: string) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), SITE_HEALTH_FLUSH_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Writes what is counted so far, after any write under way. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      try {
        await this.write();
      } catch (error) {
        this.logger.warn(`${this.what} not written: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    return this.writing;
  }

  /** Takes the counts out of memory and writes them. */
  protected abstract write(): Promise<void>;
}
