import { HttpException, HttpStatus, type Type, UseInterceptors } from '@nestjs/common';
import { ApiQuery, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { type ContentKind, type DocumentAdmin, isCollectionKind, reorderRequestSchema } from '@agency/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { envelope, openApiSchema } from '../../infrastructure/http/openapi';
import { collectionPublishingController, documentPublishingController } from '../publishing/publishing.controllers';
import type { CollectionDefinition, ContentCollection } from './content-collection';
import type { ContentDocuments, DocumentDefinition } from './content-documents';
import { nonEmptyBody } from './content-input';
import { setVersionHeader } from './document-routes';
import { bodyOf, contentId, historyRoute, kindController, type KindRoute, restoreRoute } from './kind-routes';
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

/** The website's read of one kind at `path`, cached with an ETag; `name` names it in the API documentation. */
function publicController<C>(
  kind: string,
  tag: string,
  path: string,
  route: Pick<KindRoute<C>, 'summary' | 'response' | 'decorators' | 'handle'> & { name: 'get' | 'list' },
): Type {
  const decorators = [UseInterceptors(PublicCacheInterceptor), ...(route.decorators ?? [])];
  return kindController<C>({ kind, role: 'Public', path, tag, routes: [{ ...route, method: 'GET', decorators }] });
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
  const { name, label, pluralLabel, listKey, itemKey, apiOnly, emptyMessage } = definition;
  const item = adminItemSchema(definition.schema);
  const items: SchemaObject = { type: 'array', items: item };
  const input = openApiSchema(definition.schema);
  /** What staff sent, without the fields only the api writes. */
  const sent = (body: unknown) => {
    const fields = nonEmptyBody(body, emptyMessage) as object;
    return apiOnly
      ? Object.fromEntries(Object.entries(fields).filter(([key]) => !apiOnly.fields.includes(key)))
      : fields;
  };
  const id = (call: { params: Record<string, string> }) => contentId(call, label);

  const admin = kindController<ContentCollection>({
    kind: name,
    role: 'Admin',
    path: name,
    tag: pluralLabel,
    permission: definition.permission,
    routes: [
      {
        name: 'list',
        method: 'GET',
        summary: `${pluralLabel}: alle (ohne Papierkorb), in der Reihenfolge der Website`,
        response: envelope(listKey, items),
        handle: async ({ content }) => ({ success: true, [listKey]: await content.listAdmin() }),
      },
      {
        name: 'trash',
        method: 'GET',
        path: 'trash',
        summary: `${pluralLabel}: Papierkorb`,
        response: envelope('items', items),
        handle: async ({ content }) => ({ success: true, items: await content.trash() }),
      },
      {
        name: 'create',
        method: 'POST',
        summary: `${label} anlegen`,
        body: input,
        response: envelope(itemKey, item),
        handle: async ({ content, body, actor }) => {
          const fields = nonEmptyBody(body, emptyMessage);
          if (apiOnly?.createdBy) throw new HttpException(apiOnly.createdBy, HttpStatus.METHOD_NOT_ALLOWED);
          const created = await content.create(fields, actor);
          return { success: true, id: created.id, [itemKey]: created };
        },
      },
      {
        name: 'reorder',
        method: 'POST',
        path: 'reorder',
        status: 200,
        summary: `${pluralLabel}: Reihenfolge festlegen`,
        body: openApiSchema(reorderRequestSchema),
        response: envelope(listKey, items),
        handle: async ({ content, body, actor }) => ({
          success: true,
          [listKey]: await content.reorder(bodyOf(reorderRequestSchema, body).ids, actor),
        }),
      },
      {
        name: 'update',
        method: 'PUT',
        path: ':id',
        summary: `${label} bearbeiten (ganzes Formular oder einzelne Felder)`,
        ifMatch: true,
        body: { ...input, required: [] },
        response: envelope(itemKey, item),
        handle: async (call) => {
          const fields = sent(call.body);
          const updated = await call.content.update(id(call), fields, call.actor, call.expectedVersion());
          return { success: true, [itemKey]: updated };
        },
      },
      {
        name: 'remove',
        method: 'DELETE',
        path: ':id',
        summary: `${label} löschen (in den Papierkorb)`,
        ifMatch: true,
        handle: async (call) => {
          await call.content.delete(id(call), call.actor, call.expectedVersion());
          return { success: true };
        },
      },
      {
        name: 'restoreFromTrash',
        method: 'POST',
        path: 'trash/:id/restore',
        status: 200,
        summary: `${label} aus dem Papierkorb wiederherstellen`,
        response: envelope(itemKey, item),
        handle: async (call) => ({
          success: true,
          [itemKey]: await call.content.restoreFromTrash(id(call), call.actor),
        }),
      },
      historyRoute(label, (call) => call.content.history(id(call)), ':id/history'),
      restoreRoute(
        label,
        async (call, version) => ({
          [itemKey]: await call.content.revert(id(call), version, call.actor, call.expectedVersion()),
        }),
        ':id/restore',
        envelope(itemKey, item),
      ),
    ],
  });
  if (!definition.publicPath) return [admin];
  return [
    admin,
    publicController<ContentCollection>(name, pluralLabel, definition.publicPath, {
      name: 'list',
      summary: `${pluralLabel} für die Website: nur aktive, in der festgelegten Reihenfolge`,
      response: { type: 'array', items: openApiSchema(definition.schema, 'output') },
      handle: ({ content }) => content.listPublic(),
    }),
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
  const { name, label, publicRead, authorize } = definition;
  if (authorize && publicRead) throw new Error(`${name}: authorize does not cover its drafts`);
  const { key, path = name } = admin;
  const list = definition.schema instanceof z.ZodArray;
  const output = openApiSchema(definition.schema, 'output');
  const empty = definition.initial;
  const view = (document: unknown) => (admin.readWithDefaults ? definition.schema.parse(document) : document);
  const authorizedFor = (actor: StaffPrincipal) =>
    authorize && ((before: unknown, after: unknown) => authorize(actor, before ?? empty?.(), after));

  const controllers = [
    kindController<ContentDocuments>({
      kind: name,
      role: 'Admin',
      path,
      tag: label,
      permission: definition.permission,
      routes: [
        {
          name: 'get',
          method: 'GET',
          summary: admin.summaries.read,
          response: admin.envelope ? envelope(key, output) : output,
          handle: async ({ content, response }) => {
            const { live: stored, version } = await content.edited();
            // Never saved: the document before the first save, else a 404.
            const document = stored ? view(stored.document) : (empty?.() ?? (await content.require()).document);
            setVersionHeader(response, stored ? version : undefined);
            return admin.envelope ? { success: true, [key]: document, version: stored ? version : 0 } : document;
          },
        },
        {
          name: 'save',
          method: admin.saveMethod === 'PUT' ? 'PUT' : 'POST',
          status: admin.saveMethod === 'PUT' ? undefined : (admin.saveStatus ?? 200),
          summary: admin.summaries.save,
          ifMatch: true,
          body: openApiSchema(definition.schema),
          handle: async ({ content, body, actor, expectedVersion }) => {
            const sent = nonEmptyBody(body, 'Keine Daten zum Speichern', list ? 'array' : 'object');
            const version = expectedVersion();
            const document = content.fromForm(sent, (await content.get())?.document);
            const saved = await content.save(document, actor, {
              expectedVersion: version,
              authorize: authorizedFor(actor),
            });
            return {
              success: true,
              ...(admin.message && { message: admin.message }),
              version: saved.version,
              [key]: saved.document,
            };
          },
        },
        historyRoute(label, ({ content }) => content.history()),
        restoreRoute(label, async ({ content, actor, expectedVersion }, version) => {
          const options = { expectedVersion: expectedVersion(), authorize: authorizedFor(actor) };
          const saved = await content.revert(version, actor, options);
          return { version: saved.version, [key]: view(saved.document) };
        }),
      ],
    }),
  ];
  if (!publicRead) return controllers;
  return [
    ...controllers,
    publicController<ContentDocuments>(name, label, publicRead.path, {
      name: list ? 'list' : 'get',
      summary: admin.summaries.public,
      response: list ? output : envelope(key, output),
      decorators: admin.ignoredQuery
        ? [
            ApiQuery({
              name: admin.ignoredQuery,
              required: false,
              description: 'Cache-Buster der Website; wird ignoriert',
            }),
          ]
        : [],
      handle: ({ content }) => content.publicAnswer(),
    }),
    documentPublishingController(definition),
  ];
}
