import { Module } from '@nestjs/common';
import { ContentStoreModule } from './content-store.module';
import { CONTENT_COLLECTIONS } from './content.registry';
import { EmailTemplatesAdminController } from './email-templates/email-templates.controller';
import { FaqsAdminController, FaqsPublicController } from './faqs/faqs.controller';
import { HomePackagesAdminController, HomePackagesPublicController } from './home-packages/home-packages.controller';
import { ImagesAdminController, ImagesPublicController } from './images/images.controller';
import { LegalAdminController, LegalPublicController } from './legal/legal.controller';
import { ServicesAdminController, ServicesPublicController } from './services/services.controller';
import { collectionControllers } from './shared/content-collection.controllers';
import { SystemSettingsAdminController } from './system-settings/system-settings.controller';
import {
  WebsiteSettingsAdminController,
  WebsiteSettingsPublicController,
} from './website-settings/website-settings.controller';

/** Built once: each collection's controllers are classes made from its definition. */
const collectionControllerClasses = CONTENT_COLLECTIONS.flatMap(collectionControllers);

/**
 * The content API (issue 4): every content type of the public site, event-sourced, with history,
 * restore, trash, staff-controlled order, cached public reads and the built-in content on first start.
 */
@Module({
  imports: [ContentStoreModule],
  controllers: [
    ...collectionControllerClasses,
    FaqsAdminController,
    FaqsPublicController,
    ServicesAdminController,
    ServicesPublicController,
    HomePackagesAdminController,
    HomePackagesPublicController,
    LegalAdminController,
    LegalPublicController,
    ImagesAdminController,
    ImagesPublicController,
    WebsiteSettingsAdminController,
    WebsiteSettingsPublicController,
    EmailTemplatesAdminController,
    SystemSettingsAdminController,
  ],
  exports: [ContentStoreModule],
})
export class ContentModule {}
