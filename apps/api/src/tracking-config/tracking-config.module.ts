import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicTrackingConfigController, TrackingConfigController } from './tracking-config.controller';
import { TrackingConfigRecord } from './tracking-config.projection';
import { TrackingConfigService } from './tracking-config.service';

@Module({
  imports: [TypeOrmModule.forFeature([TrackingConfigRecord])],
  controllers: [TrackingConfigController, PublicTrackingConfigController],
  providers: [TrackingConfigService],
  exports: [TrackingConfigService],
})
export class TrackingConfigModule {}
