import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ContentKind } from '@agency/contracts';
import { ContentRegistry } from './content.registry';
import { ContentSeeder } from './seed/content-seeder';
import { BuiltInContent } from './seed/seed-content';
import { collectionProvider, documentProvider, kindContentsProvider } from './engine/content-providers';
import { ContentDocumentRecord, ContentItemRecord, ContentSecretRecord } from './engine/content-read-model.entity';
import { SystemSettingsStore } from './system-settings/system-settings.store';

/**
 * The content without its routes: the kinds it runs with (ContentRegistry), every collection and document
 * of them, the system settings and the built-in content. Global, made once from the kinds the app starts
 * with and their built-in content: ContentModule adds the routes; the maintenance commands (`npm run seed`) load this alone, with no
 * HTTP, Redis or staff sessions.
 */
@Module({})
export class ContentStoreModule {
  static forKinds(kinds: readonly ContentKind[], builtIn: BuiltInContent): DynamicModule {
    const registry = new ContentRegistry(kinds);
    const providers = [
      { provide: ContentRegistry, useValue: registry },
      { provide: BuiltInContent, useValue: builtIn },
      ...registry.collections.map(collectionProvider),
      ...registry.documents.map(documentProvider),
      kindContentsProvider(kinds.map((kind) => kind.name)),
      SystemSettingsStore,
      ContentSeeder,
    ];
    return {
      module: ContentStoreModule,
      global: true,
      imports: [TypeOrmModule.forFeature([ContentItemRecord, ContentDocumentRecord, ContentSecretRecord])],
      providers,
      exports: providers,
    };
  }
}
