import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '@agency/event-store';
import { type CollectionDefinition, ContentCollection } from './content-collection';
import { ContentDocuments, type DocumentDefinition, isDocumentStream } from './content-documents';

/** The injection token of a kind's content (its collection's items, or its documents), by the kind's name. */
export const contentToken = (name: string) => `Content:${name}`;

/** The content of one kind: a collection's items or a kind of document, each the same to the plans. */
export type KindContent = ContentCollection | ContentDocuments;

/** The content of every kind the api runs with, by the kind's name (plans, the site's history, the seed). */
export class KindContents {
  private readonly byName: ReadonlyMap<string, KindContent>;

  constructor(contents: readonly KindContent[]) {
    this.byName = new Map(contents.map((content) => [content.definition.name, content]));
  }

  of(name: string): KindContent | undefined {
    return this.byName.get(name);
  }

  /** The kind of document whose stream `streamId` is (a keyed kind's documents each have one of their own). */
  documentOfStream(streamId: string): ContentDocuments | undefined {
    for (const content of this.byName.values())
      if (content instanceof ContentDocuments && isDocumentStream(content.definition, streamId)) return content;
    return undefined;
  }

  collection(name: string): ContentCollection | undefined {
    const content = this.of(name);
    return content instanceof ContentCollection ? content : undefined;
  }
}

export function collectionProvider(definition: CollectionDefinition): Provider {
  return {
    provide: contentToken(definition.name),
    inject: [EventStore, DataSource],
    useFactory: (store: EventStore, dataSource: DataSource) => new ContentCollection(definition, store, dataSource),
  };
}

export function documentProvider(definition: DocumentDefinition): Provider {
  return {
    provide: contentToken(definition.name),
    inject: [EventStore, DataSource],
    useFactory: (store: EventStore, dataSource: DataSource) => new ContentDocuments(definition, store, dataSource),
  };
}

/** KindContents of the given kinds' names. */
export function kindContentsProvider(names: readonly string[]): Provider {
  return {
    provide: KindContents,
    inject: names.map(contentToken),
    useFactory: (...contents: KindContent[]) => new KindContents(contents),
  };
}
