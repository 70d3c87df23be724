import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStore } from '@agency/event-store';
import { PublicTrackingConfigController, TrackingConfigController } from './tracking-config.controller';
import { TrackingConfigRecord, trackingConfigProjection } from './tracking-config.projection';
import { TrackingConfigService } from './tracking-config.service';

@Module({
  imports: [TypeOrmModule.forFeature([TrackingConfigRecord])],
  controllers: [TrackingConfigController, PublicTrackingConfigController],
  providers: [TrackingConfigService],
  exports: [TrackingConfigService],
})
export class TrackingConfigModule implements OnModuleInit {
  constructor(private readonly store: EventStore) {}

  onModuleInit(): void {
    this.store.registerProjection(trackingConfigProjection);
  }
}
