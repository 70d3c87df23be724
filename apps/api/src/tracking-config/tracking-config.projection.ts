import { Column, Entity, PrimaryColumn, type EntityManager } from 'typeorm';
import type { TrackingConfig } from '@agency/contracts';
import type { InlineProjection, RecordedEvent } from '@agency/event-store';
import { TRACKING_CONFIG_EVENT_TYPES, type TrackingConfigChanged } from './tracking-config.events';

@Entity({ name: 'tracking_config' })
export class TrackingConfigRecord {
  @PrimaryColumn('text')
  id!: string;

  @Column('jsonb')
  config!: TrackingConfig;

  @Column('integer')
  version!: number;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('text', { name: 'updated_by', nullable: true })
  updatedBy!: string | null;
}

export const CURRENT = 'current';

export const trackingConfigProjection: InlineProjection = {
  name: 'tracking-config',
  handles: TRACKING_CONFIG_EVENT_TYPES,
  async apply(events: readonly RecordedEvent[], manager: EntityManager) {
    for (const recorded of events) {
      const event = recorded as unknown as RecordedEvent<TrackingConfigChanged>;
      await manager.getRepository(TrackingConfigRecord).upsert(
        {
          id: CURRENT,
          config: event.data.config,
          version: recorded.streamVersion,
          updatedAt: recorded.createdAt,
          updatedBy: recorded.metadata.actor?.username ?? null,
        },
        ['id'],
      );
    }
  },
  async reset(manager: EntityManager) {
    await manager.getRepository(TrackingConfigRecord).clear();
  },
};
