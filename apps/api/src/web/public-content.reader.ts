import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EventStore } from '@agency/event-store';
import { ContentRegistry } from '../content/content.registry';
import type { ContentCollection } from '../content/engine/content-collection';
import type { ContentDocuments } from '../content/engine/content-documents';
import { contentToken } from '../content/engine/content-providers';
import { COOKIELESS_COUNTING_PATH, cookielessCounting } from '../tracking-config/tracking-config.controller';
import { trackingConfigDocument } from '../tracking-config/tracking-config.document';
import { TrackingConfigService } from '../tracking-config/tracking-config.service';

interface PublicRead {
  read: () => Promise<unknown>;
  /** The projection keeping the read model it reads (`content:<name>`): its events change the answer. */
  projection: string;
}

/** A request path without its query: the endpoints ignore it (the images' cache buster). */
const routeOf = (path: string) => {
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
};

/**
 * The public content endpoints' answers, read in-process: the one-machine server render gets its
 * content here instead of calling its own API over loopback HTTP. Each read is the call the endpoint answers
 * with (a collection's public list, a document kind's public read, both from its definition), under the
 * endpoint's own path, and comes back as a browser would parse it (JSON).
 * What the reads read also defines what moves the content version (ContentVersion): every event the
 * projections of their read models handle (the live ones: drafts have projections of their own). A preview
 * link's render calls the same reads inside `withDraftsOf`, where they answer with drafts.
 */
@Injectable()
export class PublicContentReader implements OnModuleInit {
  private readonly logger = new Logger('Web');
  private readonly reads = new Map<string, PublicRead>();
  private handled?: Map<string, readonly string[]>;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly store: EventStore,
    private readonly content: ContentRegistry,
  ) {}

  onModuleInit(): void {
    const get = <T>(token: string | typeof TrackingConfigService): T => this.moduleRef.get<T>(token, { strict: false });
    for (const kind of this.content.collections) {
      if (!kind.publicPath) continue;
      const items = get<ContentCollection>(contentToken(kind.name));
      this.reads.set(`/${kind.publicPath}`, { read: () => items.listPublic(), projection: `content:${kind.name}` });
    }
    for (const kind of this.content.documents) {
      if (!kind.publicRead) continue;
      const documents = get<ContentDocuments>(contentToken(kind.name));
      this.reads.set(`/${kind.publicRead.path}`, {
        read: () => documents.publicAnswer(),
        projection: `content:${kind.name}`,
      });
    }
    // Whether pages count visitors without consent: the tracking configuration, of which pages read this alone.
    const trackingConfig = get<TrackingConfigService>(TrackingConfigService);
    this.reads.set(`/${COOKIELESS_COUNTING_PATH}`, {
      read: () => cookielessCounting(trackingConfig),
      projection: `content:${trackingConfigDocument.name}`,
    });
  }

  /** The paths read here, e.g. '/api/faqs'. */
  get paths(): string[] {
    return [...this.reads.keys()];
  }

  /** Every event type that changes what some public read answers (ask once the app has started). */
  get eventTypes(): string[] {
    return [...new Set([...this.reads.keys()].flatMap((path) => this.typesOf(path)))];
  }

  /** The event types that change what GET `path` answers (none for a path that is not read here). */
  typesOf(path: string): readonly string[] {
    this.handled ??= new Map(
      this.store.registeredProjections.map((projection) => [projection.name, projection.handles]),
    );
    const entry = this.reads.get(routeOf(path));
    if (!entry) return [];
    const types = this.handled.get(entry.projection);
    if (!types) throw new Error(`No projection ${entry.projection} in the event store for ${routeOf(path)}`);
    return types;
  }

  /**
   * What GET `path` answers (its query is ignored, as the endpoints ignore it), as the browser would parse it.
   * Throws where the endpoint answers an error (a missing legal text is its 404); a path that is not a public
   * content endpoint throws too and is logged: a page that reads a new endpoint needs its entry here.
   */
  async read(path: string): Promise<unknown> {
    const route = routeOf(path);
    const entry = this.reads.get(route);
    if (!entry) {
      this.logger.error(
        `The server render read ${route}, which has no in-process read (apps/api/src/web/public-content.reader.ts)`,
      );
      throw new Error(`Keine öffentliche Inhaltsroute: ${route}`);
    }
    return JSON.parse(JSON.stringify(await entry.read())) as unknown;
  }
}
