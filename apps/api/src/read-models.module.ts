import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventStore, type InlineProjection } from '@agency/event-store';
import { ApiKeyRecord } from './auth/api-keys/api-key.entity';
import { apiKeysProjection } from './auth/api-keys/api-keys.projection';
import { ContentRegistry } from './content/content.registry';
import { collectionDraftsProjection, documentDraftsProjection } from './content/engine/content-drafts.projection';
import { contentDocumentsProjection } from './content/engine/content-documents.projection';
import { contentItemsProjection } from './content/engine/content-items.projection';
import { publicationPlansProjection } from './content/engine/publication-plans.projection';
import { ContentDocumentRecord, ContentItemRecord } from './content/engine/content-read-model.entity';
import { CustomerNoteRecord } from './customer-notes/customer-note.entity';
import { LeadAttributionRecord } from './leads/lead-attribution.entity';
import { leadAttributionProjection } from './leads/lead-attribution.projection';
import { customerNotesProjection } from './customer-notes/customer-notes.projection';
import { OfferRequestRecord, SuspectedSpamRecord } from './offer-requests/offer-request.entity';
import { offerRequestListProjection, suspectedSpamProjection } from './offer-requests/offer-request-list.projection';
import { retentionSettingsDocument } from './retention/retention-settings.document';
import { trackingConfigDocument } from './tracking-config/tracking-config.document';
import { UserRecord } from './users/user.entity';
import { userListProjection } from './users/user-list.projection';
import { AnnotationRecord } from './statistics/annotations/annotation.entity';
import { annotationsProjection } from './statistics/annotations/annotations.projection';
import { SharedDashboardRecord } from './statistics/shared-dashboards/shared-dashboard.entity';
import { sharedDashboardsProjection } from './statistics/shared-dashboards/shared-dashboards.projection';
import { StaffPreferenceRecord } from './weekly-report/staff-preference.entity';
import { staffPreferencesProjection } from './weekly-report/staff-preferences.projection';

/**
 * Every read model the api keeps, by the projection that keeps it, for the content kinds it runs with. The
 * one list: the event store runs these on every append, and `npm run rebuild-read-models` rebuilds these
 * (cli/cli-app.ts imports this module too), so a read model cannot be kept current yet be missed by a rebuild.
 */
export const readModelProjections = (content: ContentRegistry): readonly InlineProjection[] => [
  ...content.collections.map(contentItemsProjection),
  ...[...content.documents, trackingConfigDocument, retentionSettingsDocument].map(contentDocumentsProjection),
  // Drafts and publication plans: apart from the live read models above, which the pages read.
  ...content.collections.map(collectionDraftsProjection),
  ...content.publishableDocuments.map(documentDraftsProjection),
  ...content.collections.map((definition) => publicationPlansProjection({ ...definition, items: true })),
  ...content.publishableDocuments.map((definition) => publicationPlansProjection({ ...definition, items: false })),
  userListProjection,
  offerRequestListProjection,
  suspectedSpamProjection,
  customerNotesProjection,
  leadAttributionProjection,
  staffPreferencesProjection,
  apiKeysProjection,
  annotationsProjection,
  sharedDashboardsProjection,
];

/** The tables the projections write through TypeORM repositories. */
const READ_MODEL_ENTITIES = [
  ContentItemRecord,
  ContentDocumentRecord,
  UserRecord,
  OfferRequestRecord,
  SuspectedSpamRecord,
  CustomerNoteRecord,
  LeadAttributionRecord,
  StaffPreferenceRecord,
  ApiKeyRecord,
  AnnotationRecord,
  SharedDashboardRecord,
];

/**
 * The event store with every projection and the read models' repositories, for the whole api (and the
 * maintenance commands); the content kinds come from ContentStoreModule.forKinds.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(READ_MODEL_ENTITIES)],
  providers: [
    {
      provide: EventStore,
      inject: [DataSource, ContentRegistry],
      useFactory: (dataSource: DataSource, content: ContentRegistry) =>
        new EventStore(dataSource, readModelProjections(content)),
    },
  ],
  exports: [EventStore, TypeOrmModule],
})
export class ReadModelsModule {}
