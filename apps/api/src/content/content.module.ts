import { Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStore } from '@agency/event-store';
import { CONTENT_COLLECTIONS, CONTENT_DOCUMENTS } from './content.registry';
import { EmailTemplatesAdminController } from './email-templates/email-templates.controller';
import { FaqsAdminController, FaqsPublicController } from './faqs/faqs.controller';
import { HomePackagesAdminController, HomePackagesPublicController } from './home-packages/home-packages.controller';
import { ImagesAdminController, ImagesPublicController } from './images/images.controller';
import { LegalAdminController, LegalPublicController, legalRegistryProvider } from './legal/legal.controller';
import { ContentSeeder } from './seed/content-seeder';
import { ServicesAdminController, ServicesPublicController } from './services/services.controller';
import type { ContentCollection } from './shared/content-collection';
import { collectionControllers, collectionToken } from './shared/content-collection.controllers';
import type { ContentDocuments } from './shared/content-documents';
import { collectionProvider, documentProvider, documentToken } from './shared/content-providers';
import { ContentDocumentRecord, ContentItemRecord, ContentSecretRecord } from './shared/content-read-model.entity';
import { SystemSettingsAdminController } from './system-settings/system-settings.controller';
import { SystemSettingsStore } from './system-settings/system-settings.store';
import { WebsiteSettingsAdminController, WebsiteSettingsPublicController } from './website-settings/website-settings.controller';

/** Built once: each collection's controllers are classes made from its definition. */
const collectionControllerClasses = CONTENT_COLLECTIONS.flatMap(collectionControllers);

/**
 * The content API (issue 4): every content type of the public site, event-sourced, with history,
 * restore, trash, staff-controlled order, cached public reads and the built-in content on first start.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContentItemRecord, ContentDocumentRecord, ContentSecretRecord])],
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
  providers: [
    ...CONTENT_COLLECTIONS.map(collectionProvider),
    ...CONTENT_DOCUMENTS.map(documentProvider),
    legalRegistryProvider,
    SystemSettingsStore,
    ContentSeeder,
  ],
  exports: [ContentSeeder, SystemSettingsStore],
})
export class ContentModule implements OnModuleInit {
  constructor(
    private readonly store: EventStore,
    private readonly moduleRef: ModuleRef,
  ) {}

  onModuleInit(): void {
    for (const definition of CONTENT_COLLECTIONS) {
      this.store.registerProjection(this.moduleRef.get<ContentCollection>(collectionToken(definition.name)).projection);
    }
    for (const definition of CONTENT_DOCUMENTS) {
      this.store.registerProjection(this.moduleRef.get<ContentDocuments>(documentToken(definition.name)).projection);
    }
  }
}
