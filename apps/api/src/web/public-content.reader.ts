import { Injectable, Logger, type OnModuleInit, type Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModuleRef } from '@nestjs/core';
import { LEGAL_DOCUMENTS } from '@agency/contracts';
import type { InlineProjection } from '@agency/event-store';
import { CONTENT_COLLECTIONS } from '../content/content.registry';
import { faqDocument, FaqsPublicController } from '../content/faqs/faqs.controller';
import { homePackagesDocument, HomePackagesPublicController } from '../content/home-packages/home-packages.controller';
import { imagesDocument, ImagesPublicController } from '../content/images/images.controller';
import { legalDocuments, LegalPublicController } from '../content/legal/legal.controller';
import { servicesDocument, ServicesPublicController } from '../content/services/services.controller';
import type { ContentCollection } from '../content/shared/content-collection';
import { collectionToken } from '../content/shared/content-collection.controllers';
import type { PublicDocumentRead } from '../content/shared/content-document.controllers';
import type { ContentDocuments, DocumentDefinition } from '../content/shared/content-documents';
import { documentToken } from '../content/shared/content-providers';
import { websiteSettingsDocument, WebsiteSettingsPublicController } from '../content/website-settings/website-settings.controller';

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
  /** The read model it reads: its events change what the endpoint answers. */
  projection: InlineProjection;
}

const pathOf = (controller: Type) => `/${Reflect.getMetadata(PATH_METADATA, controller) as string}`;
/** A request path without its query: the endpoints ignore it (the images' cache buster). */
const routeOf = (path: string) => {
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
};

/**
 * The public content endpoints' answers, read in-process (issue 15): the one-machine server render gets its
 * content here instead of calling its own API over loopback HTTP. Each read is the endpoint's own handler
 * on the same read model, under the endpoint's own path, and comes back as a browser would parse it (JSON).
 * What the reads read also defines what moves the content version (ContentVersion): every event a read
 * model of theirs handles.
 */
@Injectable()
export class PublicContentReader implements OnModuleInit {
  private readonly logger = new Logger('Web');
  private readonly reads = new Map<string, PublicRead>();

  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    const get = <T>(token: string | Type): T => this.moduleRef.get<T>(token, { strict: false });
    for (const definition of CONTENT_COLLECTIONS) {
      const items = get<ContentCollection>(collectionToken(definition.name));
      this.reads.set(`/${definition.publicPath}`, { read: () => items.listPublic(), projection: items.projection });
    }
    for (const [definition, controller] of PUBLIC_DOCUMENTS) {
      const handler = get<PublicDocumentRead>(controller);
      this.reads.set(pathOf(controller), { read: () => handler.read(), projection: get<ContentDocuments>(documentToken(definition.name)).projection });
    }
    const legal = get<LegalPublicController>(LegalPublicController);
    for (const key of LEGAL_DOCUMENTS) {
      const projection = get<ContentDocuments>(documentToken(legalDocuments[key].name)).projection;
      this.reads.set(`${pathOf(LegalPublicController)}/${key}`, { read: () => legal.get(key), projection });
    }
  }

  /** The paths read here, e.g. '/api/faqs'. */
  get paths(): string[] {
    return [...this.reads.keys()];
  }

  /** Every event type that changes what some public read answers. */
  get eventTypes(): string[] {
    return [...new Set([...this.reads.values()].flatMap((entry) => entry.projection.handles))];
  }

  /** The event types that change what GET `path` answers (none for a path that is not read here). */
  typesOf(path: string): readonly string[] {
    return this.reads.get(routeOf(path))?.projection.handles ?? [];
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
      this.logger.error(`The server render read ${route}, which has no in-process read (apps/api/src/web/public-content.reader.ts)`);
      throw new Error(`Keine öffentliche Inhaltsroute: ${route}`);
    }
    return JSON.parse(JSON.stringify(await entry.read())) as unknown;
  }
}
