import { Module } from '@nestjs/common';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';

/** 'Aktivität', and its wording of events for others that show them (the statistics' annotations). */
@Module({ controllers: [ActivityController], providers: [ActivityService], exports: [ActivityService] })
export class ActivityModule {}
