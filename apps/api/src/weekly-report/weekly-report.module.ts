import { Module } from '@nestjs/common';
import { OutboundTargetsModule } from '../content/system-settings/outbound-targets.module';
import { LeadsModule } from '../leads/leads.module';
import { OfferRequestSideEffectsModule } from '../offer-requests/offer-request-side-effects.module';
import { OwnWeeklyReportController, WeeklyReportSubscribersController } from './weekly-report.controller';
import { WeeklyReportScheduler } from './weekly-report.scheduler';
import { WeeklyReportService } from './weekly-report.service';

/** The weekly statistics report by mail: subscriptions, the Monday schedule, the sender. */
@Module({
  imports: [LeadsModule, OfferRequestSideEffectsModule, OutboundTargetsModule],
  controllers: [OwnWeeklyReportController, WeeklyReportSubscribersController],
  providers: [WeeklyReportService, WeeklyReportScheduler],
  exports: [WeeklyReportService],
})
export class WeeklyReportModule {}
