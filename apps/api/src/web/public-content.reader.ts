import { Injectable, Logger, type OnModuleInit, type Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModuleRef } from '@nestjs/core';
import { LEGAL_DOCUMENTS } from '@agency/contracts';
import { EventStore } from '@agency/event-store';
import { CONTENT_COLLECTIONS } from '../content/content.registry';
import { faqDocument, FaqsPublicController } from '../content/faqs/faqs.controller';
import { homePackagesDocument, HomePackagesPublicController } from '../content/home-packages/home-packages.controller';
import { imagesDocument, ImagesPublicController } from '../content/images/images.controller';
import { legalDocuments, LegalPublicController } from '../content/legal/legal.controller';
import { servicesDocument, ServicesPublicController } from '../content/services/services.controller';
import type { ContentCollection } from '../content/shared/content-collection';
import { collectionToken } from '../content/shared/content-collection.controllers';
import type { DocumentDefinition } from '../content/shared/content-documents';
import {
  websiteSettingsDocument,
  WebsiteSettingsPublicController,
} from '../content/website-settings/website-settings.controller';

/** The public documents with their public controller (collections are all public, see CONTENT_COLLECTIONS). */
const PUBLIC_DOCUMENTS: readonly [DocumentDefinition, Type][] = [
  [faqDocument, FaqsPublicController],
  [servicesDocument, ServicesPublicController],
  [homePackagesDocument, HomePackagesPublicController],
  [imagesDocument, ImagesPublicController],
  [websiteSettingsDocument, WebsiteSettingsPublicController],
];

interface PublicRead {
  read: () => Promise<unknown>;
  /** The projection keeping the read model it reads (`content:<name>`): its events change the answer. */
  projection: string;
}

type RouteHandler = (...args: unknown[]) => Promise<unknown>;

const pathOf = (controller: Type) => `/${Reflect.getMetadata(PATH_METADATA, controller) as string}`;
/** A request path without its query: the endpoints ignore it (the images' cache buster). */
const routeOf = (path: string) => {
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
};

/** The route handler of a public controller with one route (Nest marks it with its path). */
function routeHandler(instance: object): RouteHandler {
  const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
  const name = Object.getOwnPropertyNames(prototype).find(
    (key) => key !== 'constructor' && Reflect.hasMetadata(PATH_METADATA, prototype[key] as object),
  );
  if (!name) throw new Error(`${prototype.constructor.name} has no route`);
  return (prototype[name] as RouteHandler).bind(instance);
}

/**
 * The public content endpoints' answers, read in-process (issue 15): the one-machine server render gets its
 * content here instead of calling its own API over loopback HTTP. Each read is the endpoint's own handler
 * on the same read model, under the endpoint's own path, and comes back as a browser would parse it (JSON).
 * What the reads read also defines what moves the content version (ContentVersion): every event the
 * projections of their read models handle (the live ones: drafts have projections of their own). A preview
 * link's render calls the same reads inside `withDraftsOf` (issue 21), where they answer with drafts.
 */
@Injectable()
export class PublicContentReader implements OnModuleInit {
  private readonly logger = new Logger('Web');
  private readonly reads = new Map<string, PublicRead>();
  private handled?: Map<string, readonly string[]>;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    const get = <T>(token: string | Type): T => this.moduleRef.get<T>(token, { strict: false });
    for (const definition of CONTENT_COLLECTIONS) {
      const items = get<ContentCollection>(collectionToken(definition.name));
      this.reads.set(`/${definition.publicPath}`, {
        read: () => items.listPublic(),
        projection: `content:${definition.name}`,
      });
    }
    for (const [definition, controller] of PUBLIC_DOCUMENTS) {
      const handler = routeHandler(get<object>(controller));
      this.reads.set(pathOf(controller), { read: () => handler(), projection: `content:${definition.name}` });
    }
    const legal = routeHandler(get<object>(LegalPublicController));
    for (const key of LEGAL_DOCUMENTS) {
      this.reads.set(`${pathOf(LegalPublicController)}/${key}`, {
        read: () => legal(key),
        projection: `content:${legalDocuments[key].name}`,
      });
    }
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
