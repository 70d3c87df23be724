import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CONTENT_COLLECTIONS, CONTENT_DOCUMENTS } from './content.registry';
import { legalRegistryProvider } from './legal/legal.controller';
import { ContentSeeder } from './seed/content-seeder';
import { collectionProvider, documentProvider } from './shared/content-providers';
import { ContentDocumentRecord, ContentItemRecord, ContentSecretRecord } from './shared/content-read-model.entity';
import { SystemSettingsStore } from './system-settings/system-settings.store';

const providers = [
  ...CONTENT_COLLECTIONS.map(collectionProvider),
  ...CONTENT_DOCUMENTS.map(documentProvider),
  legalRegistryProvider,
  SystemSettingsStore,
  ContentSeeder,
];

/**
 * The content without its routes: every collection and document, the system settings and the built-in
 * content. ContentModule adds the routes; the maintenance commands (`npm run seed`) load this alone, with
 * no HTTP, Redis or staff sessions.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ContentItemRecord, ContentDocumentRecord, ContentSecretRecord])],
  providers,
  exports: providers,
})
export class ContentStoreModule {}
