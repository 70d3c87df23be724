import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { AnnotationsController } from './annotations/annotations.controller';
import { AnnotationsService } from './annotations/annotations.service';
import { GoalsController } from './goals/goals.controller';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SharedDashboardRecord, SharedDashboardSecret } from './shared-dashboards/shared-dashboard.entity';
import { SharedDashboardPagesController } from './shared-dashboards/shared-dashboard-pages.controller';
import { SharedDashboardsController } from './shared-dashboards/shared-dashboards.controller';
import { SharedDashboards } from './shared-dashboards/shared-dashboards.service';
import { ResetAnalyticsController, StatisticsController } from './statistics.controller';

/**
 * Reads visitor statistics from ClickHouse through AnalyticsModule (mounted globally by the app), with the
 * annotations of their trend charts (the site's history from the activity log, and what staff wrote), the
 * goals' and funnels' figures, and the dashboards staff share with clients by a link.
 */
@Module({
  imports: [ActivityModule, TypeOrmModule.forFeature([SharedDashboardRecord, SharedDashboardSecret])],
  controllers: [
    StatisticsController,
    ResetAnalyticsController,
    AnnotationsController,
    GoalsController,
    SharedDashboardsController,
    SharedDashboardPagesController,
  ],
  providers: [AnnotationsService, SharedDashboards],
})
export class StatisticsModule {}
