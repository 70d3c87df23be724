import { NotFoundException, type Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  type AdminItem,
  type PermissionKey,
  previewLinkRequestSchema,
  type PublicationChange,
  schedulePublicationRequestSchema,
} from '@agency/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { openApiSchema } from '../../infrastructure/http/openapi';
import type { CollectionDefinition, ContentCollection } from '../engine/content-collection';
import type { ContentDocuments, DocumentDefinition, EditedDocument } from '../engine/content-documents';
import { nonEmptyBody } from '../engine/content-input';
import type { KindContent } from '../engine/content-providers';
import { bodyOf, contentId, kindController, type RouteCall } from '../engine/kind-routes';
import type { PublicationPlan } from '../engine/publication-plan';
import { PreviewLinks } from './preview-links';
import { findPlan, listPlans, planFromRequest } from './publication-plans';

/** A publish request without a body (or with `{}`) publishes the saved draft. */
const isEmptyBody = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * What the publishing routes do with one kind's content: an item of a collection (`id`) or the document
 * ('' for `id`). Each answer is the fields of the response beside `success`.
 */
interface PublishingTarget {
  saveDraft(id: string, body: unknown, actor: StaffPrincipal, version: number): Promise<object>;
  discardDraft(id: string, actor: StaffPrincipal, version: number): Promise<object>;
  /** `body` is the form as it is, or undefined for the saved draft. */
  publish(id: string, body: unknown, actor: StaffPrincipal, version: number): Promise<object>;
  changes(id: string): Promise<PublicationChange[]>;
  schedule(id: string, plan: PublicationPlan, actor: StaffPrincipal): Promise<object>;
  /** A collection's new item as a draft. */
  createDraft?(body: unknown, actor: StaffPrincipal): Promise<object>;
  /** A document's draft and live version. */
  draft?(): Promise<object>;
}

interface PublishingRoutes {
  /** Admin path, e.g. 'faqs', 'legal/impressum'. */
  path: string;
  tag: string;
  /** The routes of a collection's items, under `:id/`. */
  items: boolean;
  /** What a save without data answers, and whether the body is a whole array. */
  empty: { message: string; shape: 'object' | 'array' };
  scheduleSummary: string;
  target: (content: never) => PublishingTarget;
}

/**
 * Drafts, 'Änderungen', 'Vorschau' and 'Veröffentlichen (am …)' of a collection's items or a document.
 * Routes under /api/admin/{path} (with the kind's permission); an item's are under {id}/, a document's
 * have none:
 *   POST   drafts                 a new item as a draft (the website does not show it)
 *   GET    draft                  a document's { success, version, status, live, draft }
 *   PUT    [{id}/]draft           'Entwurf speichern' (If-Match: version)
 *   DELETE [{id}/]draft           discard the draft (an item never published is gone with it)
 *   POST   [{id}/]publish         'Veröffentlichen': the body (the form), else the saved draft
 *   GET    [{id}/]changes         what publishing changes, field by field, texts word by word
 *   POST   [{id}/]schedule        { action?: 'publish' | 'take_offline', at }: 'Veröffentlichen am …'
 *   GET    plans                  'Geplant'; DELETE plans/{planId} cancels one
 *   POST   preview                { path? }: a preview link; GET previews; DELETE previews/{id}
 */
function publishingController(
  definition: { name: string; label: string; permission: PermissionKey; previewPath?: string },
  routes: PublishingRoutes,
): Type {
  const { name, label } = definition;
  const { items } = routes;
  const at = items ? ':id/' : '';
  type Call = RouteCall<KindContent>;
  // The kind's content is one provider: its publishing target is made once, at the first call.
  let made: PublishingTarget | undefined;
  const target = ({ content }: Call) => (made ??= routes.target(content as never));
  const id = (call: Call) => (items ? contentId(call, label) : '');
  const sent = (call: Call) => nonEmptyBody(call.body, routes.empty.message, routes.empty.shape);
  const dataSource = (call: Call) => call.use(DataSource);

  return kindController<KindContent>({
    kind: name,
    role: 'Publishing',
    path: routes.path,
    tag: routes.tag,
    permission: definition.permission,
    routes: [
      items && {
        name: 'createDraft',
        method: 'POST',
        path: 'drafts',
        status: 201,
        summary: `${label} als Entwurf anlegen`,
        handle: async (call) => ({ success: true, ...(await target(call).createDraft?.(sent(call), call.actor)) }),
      },
      !items && {
        name: 'draft',
        method: 'GET',
        path: 'draft',
        summary: `${label}: Entwurf und veröffentlichte Fassung`,
        handle: async (call) => ({ success: true, ...(await target(call).draft?.()) }),
      },
      {
        name: 'saveDraft',
        method: 'PUT',
        path: `${at}draft`,
        summary: `${label}: Entwurf speichern (die Website bleibt, wie sie ist)`,
        ifMatch: true,
        handle: async (call) => {
          const [ref, body] = [id(call), sent(call)];
          return { success: true, ...(await target(call).saveDraft(ref, body, call.actor, call.expectedVersion())) };
        },
      },
      {
        name: 'discardDraft',
        method: 'DELETE',
        path: `${at}draft`,
        summary: `${label}: Entwurf verwerfen`,
        ifMatch: true,
        handle: async (call) => ({
          success: true,
          ...(await target(call).discardDraft(id(call), call.actor, call.expectedVersion())),
        }),
      },
      {
        name: 'publish',
        method: 'POST',
        path: `${at}publish`,
        status: 200,
        summary: `${label}: veröffentlichen (das Formular, sonst den Entwurf)`,
        ifMatch: true,
        handle: async (call) => {
          const [ref, version] = [id(call), call.expectedVersion()];
          const body = isEmptyBody(call.body) ? undefined : call.body;
          return { success: true, ...(await target(call).publish(ref, body, call.actor, version)) };
        },
      },
      {
        name: 'changes',
        method: 'GET',
        path: `${at}changes`,
        summary: `${label}: Änderungen gegenüber der veröffentlichten Fassung`,
        handle: async (call) => ({ success: true, changes: await target(call).changes(id(call)) }),
      },
      {
        name: 'schedule',
        method: 'POST',
        path: `${at}schedule`,
        status: 201,
        summary: routes.scheduleSummary,
        body: openApiSchema(schedulePublicationRequestSchema),
        handle: async (call) => {
          const ref = id(call);
          const plan = planFromRequest(bodyOf(schedulePublicationRequestSchema, call.body));
          return { success: true, plan, ...(await target(call).schedule(ref, plan, call.actor)) };
        },
      },
      {
        name: 'cancelPlan',
        method: 'DELETE',
        path: 'plans/:planId',
        summary: `${label}: geplante Veröffentlichung absagen`,
        handle: async (call) => {
          const plan = await findPlan(dataSource(call), name, call.params.planId ?? '');
          if (!plan || (items && !plan.item_id))
            throw new NotFoundException('Geplante Veröffentlichung nicht gefunden');
          await call.content.cancelPlan(plan.item_id, call.params.planId ?? '', call.actor);
          return { success: true };
        },
      },
      {
        name: 'preview',
        method: 'POST',
        path: 'preview',
        status: 201,
        summary: 'Vorschau-Link (48 Stunden gültig, widerrufbar) mit den Entwürfen',
        body: openApiSchema(previewLinkRequestSchema),
        handle: async (call) => {
          const path = bodyOf(previewLinkRequestSchema, call.body).path ?? definition.previewPath ?? '/';
          return { success: true, link: await call.use(PreviewLinks).create(name, path, call.actor) };
        },
      },
      {
        name: 'previewLinks',
        method: 'GET',
        path: 'previews',
        summary: 'Gültige Vorschau-Links',
        handle: async (call) => ({ success: true, links: await call.use(PreviewLinks).list(name) }),
      },
      {
        name: 'revokePreview',
        method: 'DELETE',
        path: 'previews/:linkId',
        summary: 'Vorschau-Link widerrufen',
        handle: async (call) => {
          await call.use(PreviewLinks).revoke(name, call.params.linkId ?? '', call.actor);
          return { success: true };
        },
      },
      {
        name: 'plans',
        method: 'GET',
        path: 'plans',
        summary: 'Geplant: offene und zuletzt ausgeführte Veröffentlichungen',
        handle: async (call) => ({ success: true, plans: await listPlans(dataSource(call), name) }),
      },
    ],
  });
}

/** The publishing routes of a collection's items, under /api/admin/{name}/{id}/…. */
export function collectionPublishingController(definition: CollectionDefinition): Type {
  const { itemKey } = definition;
  const answer = (item: AdminItem | null) => ({ [itemKey]: item });
  return publishingController(definition, {
    path: definition.name,
    tag: definition.pluralLabel,
    items: true,
    empty: { message: definition.emptyMessage, shape: 'object' },
    scheduleSummary: `${definition.label}: Veröffentlichen oder Offline nehmen am … (Europe/Berlin)`,
    target: (items: ContentCollection) => ({
      createDraft: async (body, actor) => {
        const created = await items.createDraft(body, actor);
        return { id: created.id, ...answer(created) };
      },
      saveDraft: async (id, body, actor, version) => answer(await items.saveDraft(id, body, actor, version)),
      discardDraft: async (id, actor, version) => answer(await items.discardDraft(id, actor, version)),
      publish: async (id, body, actor, version) => answer(await items.publish(id, body, actor, version)),
      changes: (id) => items.changes(id),
      schedule: async (id, plan, actor) => {
        await items.schedule(id, plan, actor);
        return answer(await items.get(id));
      },
    }),
  });
}

/** The publishing routes of a document saved as a whole, under /api/admin/{admin.path}/…. */
export function documentPublishingController(definition: DocumentDefinition): Type {
  const answer = (edited: EditedDocument<unknown>) => ({
    version: edited.version,
    status: edited.status,
    live: edited.live ? edited.live.document : (definition.initial?.() ?? null),
    draft: edited.draft,
  });
  return publishingController(definition, {
    path: definition.admin?.path ?? definition.name,
    tag: definition.label,
    items: false,
    empty: {
      message: 'Keine Daten zum Speichern',
      shape: definition.schema instanceof z.ZodArray ? 'array' : 'object',
    },
    scheduleSummary: `${definition.label}: Veröffentlichen am … (Europe/Berlin)`,
    target: (documents: ContentDocuments) => {
      const fromForm = async (body: unknown) => {
        const { draft, live } = await documents.edited();
        return documents.fromForm(body, draft ?? live?.document);
      };
      return {
        draft: async () => answer(await documents.edited()),
        saveDraft: async (_, body, actor, expectedVersion) =>
          answer(await documents.saveDraft(await fromForm(body), actor, { expectedVersion })),
        discardDraft: async (_, actor, expectedVersion) =>
          answer(await documents.discardDraft(actor, { expectedVersion })),
        publish: async (_, body, actor, expectedVersion) => {
          const document = body === undefined ? undefined : await fromForm(body);
          return answer(await documents.publish(document, actor, { expectedVersion }));
        },
        changes: () => documents.changes(),
        schedule: async (_, plan, actor) => {
          await documents.schedule(null, plan, actor);
          return answer(await documents.edited());
        },
      };
    },
  });
}
