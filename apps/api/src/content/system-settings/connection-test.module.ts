import { Module } from '@nestjs/common';
import { ConnectionTestThrottle } from './connection-test-throttle';

/** One throttle for both test buttons (MySQL in accounting, SMTP in mail); outside ContentModule, which the maintenance commands load without Redis. */
@Module({ providers: [ConnectionTestThrottle], exports: [ConnectionTestThrottle] })
export class ConnectionTestModule {}
