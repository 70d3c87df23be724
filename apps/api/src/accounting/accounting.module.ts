import { Module } from '@nestjs/common';
import { ContentStoreModule } from '../content/content-store.module';
import { ConnectionTestModule } from '../content/system-settings/connection-test.module';
import { OfferRequestsModule } from '../offer-requests/offer-requests.module';
import { AccountingController } from './accounting.controller';
import { AccountingSyncService } from './accounting-sync.service';
import { MysqlTestController } from './mysql-test.controller';

/** The accounting database (mysql2): request hand-over, customers, connection test. */
@Module({
  imports: [ContentStoreModule, OfferRequestsModule, ConnectionTestModule],
  controllers: [AccountingController, MysqlTestController],
  providers: [AccountingSyncService],
  exports: [AccountingSyncService],
})
export class AccountingModule {}
