import { Module } from '@nestjs/common';
import { ConnectionTestThrottle } from './connection-test-throttle';
import { ConnectionTests } from './connection-tests';
import { OutboundTargetsModule } from './outbound-targets.module';

/** Both test buttons (MySQL in accounting, SMTP in mail) run here: one throttle, one address rule, one deadline. */
@Module({
  imports: [OutboundTargetsModule],
  providers: [ConnectionTestThrottle, ConnectionTests],
  exports: [ConnectionTests],
})
export class ConnectionTestModule {}
