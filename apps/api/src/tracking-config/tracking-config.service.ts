import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  defaultTrackingConfig,
  trackingConfigSchema,
  visitorTrackingConfig,
  type TrackingConfig,
  type VisitorTrackingConfig,
} from '@agency/contracts';
import { publishTrackingConfig } from '@agency/pipeline';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import type { ContentDocuments } from '../content/engine/content-documents';
import { contentToken } from '../content/engine/content-providers';
import { REDIS } from '../infrastructure/persistence/persistence.module';
import { trackingConfigDocument } from './tracking-config.document';

/** How long an api instance serves the visitor view from memory before it reads Postgres again. */
const VISITOR_CACHE_MS = 5_000;

/**
 * The tracking configuration in force: Postgres (its document) is the source of truth; after each change
 * and on start it is published to Redis, where the intake instances read it (no Postgres needed there).
 */
@Injectable()
export class TrackingConfigService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('TrackingConfig');
  private visitorCache: { at: number; value: VisitorTrackingConfig } | undefined;

  constructor(
    @Inject(contentToken(trackingConfigDocument.name))
    private readonly documents: ContentDocuments<typeof trackingConfigSchema, TrackingConfig>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  onModuleInit(): void {
    // Saves and restores alike, by whichever route.
    this.documents.onChange(async (stored) => {
      this.visitorCache = undefined;
      await this.publish(trackingConfigSchema.parse(stored.document));
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.publish(await this.get());
  }

  async get(): Promise<TrackingConfig> {
    const stored = await this.documents.get();
    // Parsing fills switches added since the config was stored with their defaults.
    return stored ? trackingConfigSchema.parse(stored.document) : defaultTrackingConfig();
  }

  async visitorView(): Promise<VisitorTrackingConfig> {
    if (!this.visitorCache || Date.now() - this.visitorCache.at > VISITOR_CACHE_MS) {
      this.visitorCache = { at: Date.now(), value: visitorTrackingConfig(await this.get()) };
    }
    return this.visitorCache.value;
  }

  /** A failed publish is logged, not thrown: the intake keeps its last config and the periodic re-publish heals it. */
  private async publish(config: TrackingConfig): Promise<void> {
    try {
      await publishTrackingConfig(this.redis, this.config.INGEST_REDIS_PREFIX, config);
    } catch (error) {
      this.logger.warn(`tracking configuration not published to Redis: ${String(error)}`);
    }
  }
}
