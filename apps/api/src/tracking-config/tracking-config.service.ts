import { Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Redis } from 'ioredis';
import { defaultTrackingConfig, trackingConfigSchema, visitorTrackingConfig, type TrackingConfig, type VisitorTrackingConfig } from '@agency/contracts';
import { EventStore, handleCommand } from '@agency/event-store';
import { publishTrackingConfig } from '@agency/ingest';
import type { StaffPrincipal } from '../auth/staff-principal';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REDIS } from '../infrastructure/persistence/persistence.module';
import { TRACKING_CONFIG_STREAM, trackingConfigDecider, type TrackingConfigChanged } from './tracking-config.events';
import { CURRENT, TrackingConfigRecord } from './tracking-config.projection';

export interface TrackingConfigVersion {
  version: number;
  changed_at: string;
  changed_by: string | null;
  restored_from: number | null;
  config: TrackingConfig;
}

/** How long an api instance serves the visitor view from memory before it reads Postgres again. */
const VISITOR_CACHE_MS = 5_000;

/**
 * The tracking configuration: Postgres (event stream + read model) is the source of truth; after each change
 * and on start it is published to Redis, where the intake instances read it (no Postgres needed there).
 */
@Injectable()
export class TrackingConfigService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TrackingConfig');
  private visitorCache: { at: number; value: VisitorTrackingConfig } | undefined;

  constructor(
    private readonly store: EventStore,
    @InjectRepository(TrackingConfigRecord) private readonly records: Repository<TrackingConfigRecord>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.publish(await this.get());
  }

  async get(): Promise<TrackingConfig> {
    const record = await this.records.findOneBy({ id: CURRENT });
    // Parsing fills switches added since the config was stored with their defaults.
    return record ? trackingConfigSchema.parse(record.config) : defaultTrackingConfig();
  }

  async visitorView(): Promise<VisitorTrackingConfig> {
    if (!this.visitorCache || Date.now() - this.visitorCache.at > VISITOR_CACHE_MS) {
      this.visitorCache = { at: Date.now(), value: visitorTrackingConfig(await this.get()) };
    }
    return this.visitorCache.value;
  }

  async set(config: TrackingConfig, actor: StaffPrincipal, restoredFrom?: number): Promise<TrackingConfig> {
    const { state } = await handleCommand(this.store, TRACKING_CONFIG_STREAM, trackingConfigDecider, { type: 'ChangeTrackingConfig', config, restoredFrom }, {
      metadata: { actor: { id: actor.id, username: actor.username } },
    });
    this.visitorCache = undefined;
    await this.publish(state);
    return state;
  }

  async history(): Promise<TrackingConfigVersion[]> {
    const events = await this.store.readStream(TRACKING_CONFIG_STREAM);
    return events.map((recorded) => {
      const data = recorded.data as TrackingConfigChanged['data'];
      return {
        version: recorded.streamVersion,
        changed_at: recorded.createdAt.toISOString(),
        changed_by: recorded.metadata.actor?.username ?? null,
        restored_from: data.restoredFrom ?? null,
        config: trackingConfigSchema.parse(data.config),
      };
    });
  }

  /** Restoring is itself a change: the earlier config becomes a new version. */
  async restore(version: number, actor: StaffPrincipal): Promise<TrackingConfig> {
    const earlier = (await this.history()).find((v) => v.version === version);
    if (!earlier) throw new NotFoundException(`Version ${version} der Tracking-Konfiguration gibt es nicht`);
    return this.set(earlier.config, actor, version);
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
