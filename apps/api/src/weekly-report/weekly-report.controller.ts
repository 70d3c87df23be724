import { Body, Get, Put } from '@nestjs/common';
import {
  type WeeklyReportSubscriber,
  type WeeklyReportSubscription,
  weeklyReportSubscriptionSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { WeeklyReportService } from './weekly-report.service';

/**
 * The signed-in staff member's own subscription: the id comes from the token, never from the request, so
 * nobody can (un)subscribe someone else. The report holds statistics, so it needs the statistics permission.
 */
@AdminController('me/weekly-report')
@RequirePermission('statistics')
export class OwnWeeklyReportController {
  constructor(private readonly reports: WeeklyReportService) {}

  @Get()
  async get(@CurrentStaff() actor: StaffPrincipal): Promise<{ success: true } & WeeklyReportSubscription> {
    return { success: true, weekly_report: await this.reports.subscribed(actor.id) };
  }

  @Put()
  async set(
    @Body(new ZodBodyPipe(weeklyReportSubscriptionSchema)) body: WeeklyReportSubscription,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true } & WeeklyReportSubscription> {
    return { success: true, weekly_report: await this.reports.subscribe(actor, body.weekly_report) };
  }
}

/** Who receives the weekly report: for those who manage users (admins hold every permission). */
@AdminController('weekly-report/subscribers')
@RequirePermission('users')
export class WeeklyReportSubscribersController {
  constructor(private readonly reports: WeeklyReportService) {}

  @Get()
  async list(): Promise<{ success: true; subscribers: WeeklyReportSubscriber[] }> {
    return { success: true, subscribers: await this.reports.subscribers() };
  }
}
