import { Module } from '@nestjs/common';
import { ConnectionTestModule } from '../content/system-settings/connection-test.module';
import { OutboundTargetsModule } from '../content/system-settings/outbound-targets.module';
import { OfferRequestsModule } from '../offer-requests/offer-requests.module';
import { AccountingController } from './accounting.controller';
import { AccountingSyncService } from './accounting-sync.service';
import { MysqlTestController } from './mysql-test.controller';

/** The accounting database (mysql2): request hand-over, customers, connection test. */
@Module({
  imports: [OfferRequestsModule, ConnectionTestModule, OutboundTargetsModule],
  controllers: [AccountingController, MysqlTestController],
  providers: [AccountingSyncService],
  exports: [AccountingSyncService],
})
export class AccountingModule {}
