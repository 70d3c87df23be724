import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  defaultTrackingConfig,
  trackingConfigSchema,
  visitorTrackingConfig,
  type TrackingConfig,
  type VisitorTrackingConfig,
} from '@agency/contracts';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { createRedis } from '../track.queue';

/** Redis key holding the effective tracking configuration, and the channel announcing a change. */
export function trackingConfigKey(prefix: string): string {
  return `${prefix}:tracking-config`;
}

/** What the api calls after each change and on start: the intake instances read it from here. */
export async function publishTrackingConfig(redis: Redis, prefix: string, config: TrackingConfig): Promise<void> {
  const key = trackingConfigKey(prefix);
  const text = JSON.stringify(config);
  await redis.set(key, text);
  await redis.publish(key, text);
}

/**
 * The tracking configuration as the intake sees it: kept in memory, so no call waits on Redis for it.
 * Read at start, on every change message, and every INGEST_CONFIG_REFRESH_MS in case a message was missed;
 * built-in defaults until anything is published.
 */
@Injectable()
export class TrackingConfigSource implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('TrackingConfigSource');
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly key: string;
  private timer: NodeJS.Timeout | undefined;
  private config: TrackingConfig = defaultTrackingConfig();
  private visitorView: VisitorTrackingConfig = visitorTrackingConfig(this.config);
  private lastText = '';

  constructor(@Inject(INGEST_OPTIONS) private readonly options: IngestModuleOptions) {
    this.key = trackingConfigKey(options.config.INGEST_REDIS_PREFIX);
    const quiet = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true };
    this.redis = createRedis(options.redisUrl, quiet);
    this.subscriber = createRedis(options.redisUrl, { lazyConnect: true });
    this.redis.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, text: string) => this.apply(text));
  }

  get current(): TrackingConfig {
    return this.config;
  }

  get visitor(): VisitorTrackingConfig {
    return this.visitorView;
  }

  async onModuleInit(): Promise<void> {
    await Promise.allSettled([
      this.redis.connect(),
      this.subscriber.connect().then(() => this.subscriber.subscribe(this.key)),
    ]);
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.config.INGEST_CONFIG_REFRESH_MS);
    this.timer.unref();
  }

  async refresh(): Promise<void> {
    try {
      const text = await this.redis.get(this.key);
      if (text) this.apply(text);
    } catch {
      // Redis away: keep the last known configuration.
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([this.redis.quit(), this.subscriber.quit()]);
  }

  private apply(text: string): void {
    if (text === this.lastText) return;
    try {
      this.config = trackingConfigSchema.parse(JSON.parse(text));
      this.visitorView = visitorTrackingConfig(this.config);
      this.lastText = text;
    } catch (error) {
      this.logger.warn(`ignoring an unreadable tracking configuration: ${String(error)}`);
    }
  }
}
