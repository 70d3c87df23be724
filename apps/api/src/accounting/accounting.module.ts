import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { ConnectionTestModule } from '../content/system-settings/connection-test.module';
import { OfferRequestsModule } from '../offer-requests/offer-requests.module';
import { AccountingController } from './accounting.controller';
import { AccountingSyncService } from './accounting-sync.service';
import { CustomerNotesController } from '../customer-notes/customer-notes.controller';
import { CustomerNotesReadModelModule } from '../customer-notes/customer-notes-read-model.module';
import { CustomerNotesService } from '../customer-notes/customer-notes.service';
import { MysqlTestController } from './mysql-test.controller';

/** The accounting database (mysql2): request hand-over, customers, connection test; customer notes. */
@Module({
  imports: [ContentModule, OfferRequestsModule, CustomerNotesReadModelModule, ConnectionTestModule],
  controllers: [AccountingController, MysqlTestController, CustomerNotesController],
  providers: [AccountingSyncService, CustomerNotesService],
  exports: [AccountingSyncService],
})
export class AccountingModule {}
