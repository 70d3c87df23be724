import { type DynamicModule, Module } from '@nestjs/common';
import type { ContentKind } from '@agency/contracts';
import { ContentStoreModule } from './content-store.module';
import { ContentRegistry } from './content.registry';
import { EmailTemplatesAdminController } from './email-templates/email-templates.controller';
import { PlannedPublicationsController } from './publishing/planned-publications.controller';
import { PlannerOpenWork } from './publishing/planner-open-work';
import { PublicationScheduler } from './publishing/publication-scheduler';
import { PublishingModule } from './publishing/publishing.module';
import type { BuiltInContent } from './seed/seed-content';
import { contentControllers } from './engine/content.controllers';
import { OutboundTargetsModule } from './system-settings/outbound-targets.module';
import { SystemSettingsAdminController } from './system-settings/system-settings.controller';

/**
 * The content API: every content type of the public site, event-sourced, with history,
 * restore, trash, staff-controlled order, cached public reads and the built-in content on first start; drafts,
 * preview links, changes before publishing and planned publications of what the website shows.
 */
@Module({})
export class ContentModule {
  /**
   * The content API for `kinds` (the product starts with CONTENT_KINDS and BUILT_IN_CONTENT): the content
   * store made of them and their built-in content, and each collection's controllers, classes made from its
   * definition.
   */
  static forKinds(kinds: readonly ContentKind[], builtIn: BuiltInContent): DynamicModule {
    const registry = new ContentRegistry(kinds);
    return {
      module: ContentModule,
      imports: [ContentStoreModule.forKinds(kinds, builtIn), PublishingModule, OutboundTargetsModule],
      providers: [PublicationScheduler, PlannerOpenWork],
      controllers: [
        // Every kind whose routes its definition describes; the others have controllers of their own.
        ...registry.kinds.flatMap(contentControllers),
        EmailTemplatesAdminController,
        SystemSettingsAdminController,
        PlannedPublicationsController,
      ],
      exports: [PublicationScheduler],
    };
  }
}
