import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { WeeklyReportService } from './weekly-report.service';

/** Every api instance schedules it; the week's claim in Postgres lets only one of them queue the mails. */
@Injectable()
export class WeeklyReportScheduler {
  private readonly logger = new Logger('WeeklyReport');

  constructor(private readonly reports: WeeklyReportService) {}

  @Cron('0 8 * * 1', { name: 'weekly-report', timeZone: 'Europe/Berlin' })
  async mondayMorning(): Promise<void> {
    try {
      await this.reports.runWeek(new Date());
    } catch (error) {
      this.logger.warn(`Wochenbericht nicht eingereiht: ${String(error)}`);
    }
  }
}
