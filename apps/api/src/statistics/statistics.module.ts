import { Module } from '@nestjs/common';
import { ResetAnalyticsController, StatisticsController } from './statistics.controller';

/** Reads visitor statistics from ClickHouse through AnalyticsModule (mounted globally by the app). */
@Module({ controllers: [StatisticsController, ResetAnalyticsController] })
export class StatisticsModule {}
