import { Module } from '@nestjs/common';
import { StatisticsController } from './statistics.controller';

/** Reads visitor statistics from ClickHouse through AnalyticsModule (mounted globally by the app). */
@Module({ controllers: [StatisticsController] })
export class StatisticsModule {}
