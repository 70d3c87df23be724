import { Module } from '@nestjs/common';
import { documentControllers } from '../content/engine/content.controllers';
import { documentProvider } from '../content/engine/content-providers';
import { OfferRequestsModule } from '../offer-requests/offer-requests.module';
import { RetentionController } from './retention.controller';
import { retentionSettingsDocument } from './retention-settings.document';
import { RetentionService } from './retention.service';

/** Retention set by staff: the setting, the daily job and its runs. */
@Module({
  imports: [OfferRequestsModule],
  controllers: [...documentControllers(retentionSettingsDocument), RetentionController],
  providers: [documentProvider(retentionSettingsDocument), RetentionService],
  exports: [RetentionService],
})
export class RetentionModule {}
