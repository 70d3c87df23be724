import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '@agency/event-store';
import { type CollectionDefinition, ContentCollection } from './content-collection';
import { collectionToken } from './content-collection.controllers';
import { ContentDocuments, type DocumentDefinition } from './content-documents';

export const documentToken = (name: string) => `ContentDocuments:${name}`;

export function collectionProvider(definition: CollectionDefinition): Provider {
  return {
    provide: collectionToken(definition.name),
    inject: [EventStore, DataSource],
    useFactory: (store: EventStore, dataSource: DataSource) => new ContentCollection(definition, store, dataSource),
  };
}

export function documentProvider(definition: DocumentDefinition): Provider {
  return {
    provide: documentToken(definition.name),
    inject: [EventStore, DataSource],
    useFactory: (store: EventStore, dataSource: DataSource) => new ContentDocuments(definition, store, dataSource),
  };
}
