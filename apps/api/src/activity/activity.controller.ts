import { Get, Query } from '@nestjs/common';
import { type ActivityPage, type ActivityQuery, activityQuerySchema } from '@agency/contracts';
import { AdminController, AdminsOnly } from '../auth/staff.decorators';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { ActivityService } from './activity.service';

/** 'Aktivität': who did what and when, for admins only. */
@AdminController('activity')
@AdminsOnly()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  page(@Query(new ZodBodyPipe(activityQuerySchema)) query: ActivityQuery): Promise<ActivityPage> {
    return this.activity.page(query);
  }
}
