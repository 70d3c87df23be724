import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Res,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  type SchemaObject,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type ContentKind,
  type DocumentAdmin,
  type HistoryEntry,
  isCollectionKind,
  type ReorderRequest,
  reorderRequestSchema,
  type RestoreVersionRequest,
  restoreVersionRequestSchema,
  type TrashedItem,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import { collectionPublishingController, documentPublishingController } from '../publishing/publishing.controllers';
import type { CollectionDefinition, ContentCollection } from './content-collection';
import type { ContentDocuments, DocumentDefinition } from './content-documents';
import { assertContentId, expectedVersionFrom, NonEmptyBodyPipe } from './content-input';
import { contentToken, type KindContent } from './content-providers';
import { nameController } from './controller-name';
import { setVersionHeader } from './document-routes';
import { envelope, historySchema, IF_MATCH_HEADER, openApiSchema } from '../../infrastructure/http/openapi';
import { PublicCacheInterceptor } from './public-cache.interceptor';

/** The admin form of an item: its fields plus what the list adds. */
export function adminItemSchema(schema: z.ZodType): SchemaObject {
  const fields = openApiSchema(schema, 'output');
  return {
    ...fields,
    properties: {
      id: { type: 'string' },
      ...(fields.properties ?? {}),
      version: { type: 'integer', description: 'Send back as If-Match to detect a stale edit (409).' },
      sort: { type: 'integer' },
      updated_at: { type: 'string', format: 'date-time' },
      updated_by: { type: 'string', nullable: true },
    },
  };
}

/**
 * The routes of every content kind, made from its definition: a collection's admin routes (its items,
 * trash, order, versions), a document's (read, save, versions), the website's read of either, and, of what
 * the website shows, the drafts' and publishing routes (publishing.controllers.ts).
 */
export function contentControllers(kind: ContentKind): Type[] {
  if (isCollectionKind(kind))
    return [...collectionControllers(kind), ...(kind.publishable ? [collectionPublishingController(kind)] : [])];
  return documentControllers(kind);
}

/** GET …/history: the versions, who saved them when and which fields changed. */
export const HistoryRoute = (label: string, path = 'history') =>
  applyDecorators(
    Get(path),
    ApiOperation({ summary: `${label}: Versionen (wer, wann, welche Felder)` }),
    ApiOkResponse({ schema: envelope('history', historySchema) }),
  );

/** POST …/restore, { version }: restores an earlier version (If-Match: version → 409 when stale). */
export const RestoreRoute = (label: string, path = 'restore') =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    ApiOperation({ summary: `${label}: frühere Version wiederherstellen` }),
    ApiHeader(IF_MATCH_HEADER),
    ApiBody({ schema: openApiSchema(restoreVersionRequestSchema) }),
  );

/** The website's read of one kind at `path`, cached with an ETag; `handler` names it in the API documentation. */
function publicController(
  name: string,
  tag: string,
  path: string,
  handler: 'get' | 'list',
  read: (content: never) => Promise<unknown>,
  ...documentation: MethodDecorator[]
): Type {
  @ApiTags(tag)
  @Controller(path)
  class PublicContentController {
    constructor(@Inject(contentToken(name)) private readonly content: KindContent) {}

    @Get()
    @UseInterceptors(PublicCacheInterceptor)
    @applyDecorators(...documentation)
    async [handler](): Promise<unknown> {
      return read(this.content as never);
    }
  }
  return nameController(PublicContentController, name, 'Public');
}

/**
 * The admin and public controllers of one collection, from its definition. Routes (admin ones need the
 * collection's permission):
 *   GET    /api/admin/{name}                     { success, <listKey>: items with version and sort }
 *   POST   /api/admin/{name}                     create
 *   PUT    /api/admin/{name}/{id}                edit (If-Match: version → 409 when stale)
 *   DELETE /api/admin/{name}/{id}                move to the trash
 *   GET    /api/admin/{name}/trash               deleted items
 *   POST   /api/admin/{name}/trash/{id}/restore  take back from the trash
 *   GET    /api/admin/{name}/{id}/history        versions with changed fields
 *   POST   /api/admin/{name}/{id}/restore        { version }: restore an earlier version
 *   POST   /api/admin/{name}/reorder             { ids }: the public order
 *   GET    /{publicPath}                         enabled items, in order, with ETag (a kind the site shows)
 */
function collectionControllers(definition: CollectionDefinition): Type[] {
  const token = contentToken(definition.name);
  const { label, pluralLabel, listKey, itemKey } = definition;
  const item = adminItemSchema(definition.schema);
  const input = openApiSchema(definition.schema);
  const { apiOnly } = definition;
  /** What staff sent, without the fields only the api writes. */
  const withoutApiOnly = (body: unknown) =>
    apiOnly
      ? Object.fromEntries(Object.entries(body as object).filter(([key]) => !apiOnly.fields.includes(key)))
      : body;

  @ApiTags(pluralLabel)
  @ApiBearerAuth()
  @AdminController(definition.name)
  @RequirePermission(definition.permission)
  class AdminCollectionController {
    constructor(@Inject(token) private readonly items: ContentCollection) {}

    @Get()
    @ApiOperation({ summary: `${pluralLabel}: alle (ohne Papierkorb), in der Reihenfolge der Website` })
    @ApiOkResponse({ schema: envelope(listKey, { type: 'array', items: item }) })
    async list(): Promise<Record<string, unknown>> {
      return { success: true, [listKey]: await this.items.listAdmin() };
    }

    @Get('trash')
    @ApiOperation({ summary: `${pluralLabel}: Papierkorb` })
    @ApiOkResponse({ schema: envelope('items', { type: 'array', items: item }) })
    async trash(): Promise<{ success: true; items: TrashedItem[] }> {
      return { success: true, items: await this.items.trash() };
    }

    @Post()
    @ApiOperation({ summary: `${label} anlegen` })
    @ApiBody({ schema: input })
    @ApiOkResponse({ schema: envelope(itemKey, item) })
    async create(
      @Body(new NonEmptyBodyPipe(definition.emptyMessage)) body: unknown,
      @CurrentStaff() actor: StaffPrincipal,
    ): Promise<Record<string, unknown>> {
      if (apiOnly?.createdBy) throw new HttpException(apiOnly.createdBy, HttpStatus.METHOD_NOT_ALLOWED);
      const created = await this.items.create(body, actor);
      return { success: true, id: created.id, [itemKey]: created };
    }

    @Post('reorder')
    @HttpCode(200)
    @ApiOperation({ summary: `${pluralLabel}: Reihenfolge festlegen` })
    @ApiBody({ schema: openApiSchema(reorderRequestSchema) })
    @ApiOkResponse({ schema: envelope(listKey, { type: 'array', items: item }) })
    async reorder(
      @Body(new ZodBodyPipe(reorderRequestSchema)) body: ReorderRequest,
      @CurrentStaff() actor: StaffPrincipal,
    ): Promise<Record<string, unknown>> {
      return { success: true, [listKey]: await this.items.reorder(body.ids, actor) };
    }

    @Put(':id')
    @ApiOperation({ summary: `${label} bearbeiten (ganzes Formular oder einzelne Felder)` })
    @ApiHeader(IF_MATCH_HEADER)
    @ApiBody({ schema: { ...input, required: [] } })
    @ApiOkResponse({ schema: envelope(itemKey, item) })
    async update(
      @Param('id') id: string,
      @Body(new NonEmptyBodyPipe(definition.emptyMessage)) body: unknown,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ): Promise<Record<string, unknown>> {
      assertContentId(id, label);
      const sent = withoutApiOnly(body);
      return { success: true, [itemKey]: await this.items.update(id, sent, actor, expectedVersionFrom(ifMatch)) };
    }

    @Delete(':id')
    @ApiOperation({ summary: `${label} löschen (in den Papierkorb)` })
    @ApiHeader(IF_MATCH_HEADER)
    async remove(
      @Param('id') id: string,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ): Promise<{ success: true }> {
      assertContentId(id, label);
      await this.items.delete(id, actor, expectedVersionFrom(ifMatch));
      return { success: true };
    }

    @Post('trash/:id/restore')
    @HttpCode(200)
    @ApiOperation({ summary: `${label} aus dem Papierkorb wiederherstellen` })
    @ApiOkResponse({ schema: envelope(itemKey, item) })
    async restoreFromTrash(
      @Param('id') id: string,
      @CurrentStaff() actor: StaffPrincipal,
    ): Promise<Record<string, unknown>> {
      assertContentId(id, label);
      return { success: true, [itemKey]: await this.items.restoreFromTrash(id, actor) };
    }

    @HistoryRoute(label, ':id/history')
    async history(@Param('id') id: string): Promise<{ success: true; history: HistoryEntry[] }> {
      assertContentId(id, label);
      return { success: true, history: await this.items.history(id) };
    }

    @RestoreRoute(label, ':id/restore')
    @ApiOkResponse({ schema: envelope(itemKey, item) })
    async revert(
      @Param('id') id: string,
      @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ): Promise<Record<string, unknown>> {
      assertContentId(id, label);
      return {
        success: true,
        [itemKey]: await this.items.revert(id, body.version, actor, expectedVersionFrom(ifMatch)),
      };
    }
  }

  nameController(AdminCollectionController, definition.name, 'Admin');
  if (!definition.publicPath) return [AdminCollectionController];
  return [
    AdminCollectionController,
    publicController(
      definition.name,
      pluralLabel,
      definition.publicPath,
      'list',
      (items: ContentCollection) => items.listPublic(),
      ApiOperation({ summary: `${pluralLabel} für die Website: nur aktive, in der festgelegten Reihenfolge` }),
      ApiOkResponse({ schema: { type: 'array', items: openApiSchema(definition.schema, 'output') } }),
    ),
  ];
}

/**
 * The controllers of a document kind, made from its definition's `admin` (none without it: its routes are its
 * own). Routes (admin ones need `definition.permission`):
 *   GET      /api/admin/{path}           the document (ETag = version); before the first save `initial()`, else 404
 *   POST|PUT /api/admin/{path}           save it whole (If-Match: version → 409 when stale, 428 without)
 *   GET      /api/admin/{path}/history   versions with changed fields
 *   POST     /api/admin/{path}/restore   { version }: restore an earlier version
 *   GET      /{publicRead.path}          what the website shows (the definition's publicRead)
 * The form's body, bare or in its envelope, is validated by the kind's schema; a list's new entries get ids; a
 * document with a sample mark keeps it until staff change something. A document the website shows also gets the
 * drafts' and publishing routes (publishing.controllers.ts): the admin GET and save above are the live
 * document, saved straight away.
 */
export function documentControllers(definition: DocumentDefinition): Type[] {
  if (!definition.admin) return [];
  const admin: DocumentAdmin = definition.admin;
  const { label, publicRead, authorize } = definition;
  if (authorize && publicRead) throw new Error(`${definition.name}: authorize does not cover its drafts`);
  const token = contentToken(definition.name);
  const { key, path = definition.name } = admin;
  const list = definition.schema instanceof z.ZodArray;
  const output = openApiSchema(definition.schema, 'output');
  const empty = definition.initial;
  const view = (document: unknown) => (admin.readWithDefaults ? definition.schema.parse(document) : document);
  const SaveRoute = admin.saveMethod === 'PUT' ? Put() : applyDecorators(Post(), HttpCode(admin.saveStatus ?? 200));
  const authorizedFor = (actor: StaffPrincipal) =>
    authorize && ((before: unknown, after: unknown) => authorize(actor, before ?? empty?.(), after));

  @ApiTags(label)
  @ApiBearerAuth()
  @AdminController(path)
  @RequirePermission(definition.permission)
  class AdminDocumentController {
    constructor(@Inject(token) private readonly documents: ContentDocuments) {}

    @Get()
    @ApiOperation({ summary: admin.summaries.read })
    @ApiOkResponse({ schema: admin.envelope ? envelope(key, output) : output })
    async get(@Res({ passthrough: true }) response: Response): Promise<unknown> {
      const { live: stored, version } = await this.documents.edited();
      // Never saved: the document before the first save, else a 404.
      const document = stored ? view(stored.document) : (empty?.() ?? (await this.documents.require()).document);
      setVersionHeader(response, stored ? version : undefined);
      return admin.envelope ? { success: true, [key]: document, version: stored ? version : 0 } : document;
    }

    @SaveRoute
    @ApiOperation({ summary: admin.summaries.save })
    @ApiHeader(IF_MATCH_HEADER)
    @ApiBody({ schema: openApiSchema(definition.schema) })
    async save(
      @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern', list ? 'array' : 'object')) body: unknown,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ): Promise<Record<string, unknown>> {
      const expectedVersion = expectedVersionFrom(ifMatch);
      const document = this.documents.fromForm(body, (await this.documents.get())?.document);
      const saved = await this.documents.save(document, actor, { expectedVersion, authorize: authorizedFor(actor) });
      return {
        success: true,
        ...(admin.message && { message: admin.message }),
        version: saved.version,
        [key]: saved.document,
      };
    }

    @HistoryRoute(label)
    async history() {
      return { success: true, history: await this.documents.history() };
    }

    @RestoreRoute(label)
    async restore(
      @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ): Promise<Record<string, unknown>> {
      const saved = await this.documents.revert(body.version, actor, {
        expectedVersion: expectedVersionFrom(ifMatch),
        authorize: authorizedFor(actor),
      });
      return { success: true, version: saved.version, [key]: view(saved.document) };
    }
  }

  nameController(AdminDocumentController, path, 'Admin');
  if (!publicRead) return [AdminDocumentController];
  const PublicDocumentController = publicController(
    definition.name,
    label,
    publicRead.path,
    list ? 'list' : 'get',
    (documents: ContentDocuments) => documents.publicAnswer(),
    ...(admin.ignoredQuery
      ? [
          ApiQuery({
            name: admin.ignoredQuery,
            required: false,
            description: 'Cache-Buster der Website; wird ignoriert',
          }),
        ]
      : []),
    ApiOperation({ summary: admin.summaries.public }),
    ApiOkResponse({ schema: list ? output : envelope(key, output) }),
  );
  const PublishingController = documentPublishingController(definition);
  return [AdminDocumentController, PublicDocumentController, PublishingController];
}
