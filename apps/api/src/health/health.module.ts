import { Module } from '@nestjs/common';
import { ApiHealthChecks, ApiHealthController } from './health.controller';

@Module({ controllers: [ApiHealthController], providers: [ApiHealthChecks] })
export class HealthModule {}
