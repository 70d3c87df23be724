import {
  applyDecorators,
  Body,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  Headers,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  type Type,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  type AdminItem,
  type PermissionKey,
  type PreviewLinkRequest,
  previewLinkRequestSchema,
  type PublicationChange,
  type SchedulePublicationRequest,
  schedulePublicationRequestSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import type { CollectionDefinition, ContentCollection } from '../engine/content-collection';
import type { ContentDocuments, DocumentDefinition, EditedDocument } from '../engine/content-documents';
import { assertContentId, expectedVersionFrom, NonEmptyBodyPipe } from '../engine/content-input';
import { contentToken, type KindContent } from '../engine/content-providers';
import { nameController } from '../engine/controller-name';
import { IF_MATCH_HEADER, openApiSchema } from '../../infrastructure/http/openapi';
import type { PublicationPlan } from '../engine/publication-plan';
import { PreviewLinks } from './preview-links';
import { findPlan, listPlans, planFromRequest } from './publication-plans';

/** A publish request without a body (or with `{}`) publishes the saved draft. */
const isEmptyBody = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/** A route only where `when` holds (an item's routes, a document's), else the method is no route. */
const routeIf = (when: boolean, ...decorators: MethodDecorator[]): MethodDecorator =>
  when ? applyDecorators(...decorators) : () => undefined;

/** The item's id from the route's `:id`, checked; '' on a document's routes, which have none. */
const ItemId = createParamDecorator((label: string, context: ExecutionContext): string => {
  const id = context.switchToHttp().getRequest<Request>().params.id as string | undefined;
  if (id === undefined) return '';
  assertContentId(id, label);
  return id;
});

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
  const at = routes.items ? ':id/' : '';
  const itemParam = routeIf(routes.items, ApiParam({ name: 'id' }));
  const bodyPipe = new NonEmptyBodyPipe(routes.empty.message, routes.empty.shape);

  @ApiTags(routes.tag)
  @ApiBearerAuth()
  @AdminController(routes.path)
  @RequirePermission(definition.permission)
  class PublishingController {
    private readonly target: PublishingTarget;

    constructor(
      @Inject(contentToken(name)) private readonly content: KindContent,
      private readonly previews: PreviewLinks,
      private readonly dataSource: DataSource,
    ) {
      this.target = routes.target(content as never);
    }

    @routeIf(routes.items, Post('drafts'), HttpCode(201), ApiOperation({ summary: `${label} als Entwurf anlegen` }))
    async createDraft(@Body(bodyPipe) body: unknown, @CurrentStaff() actor: StaffPrincipal) {
      return { success: true, ...(await this.target.createDraft?.(body, actor)) };
    }

    @routeIf(!routes.items, Get('draft'), ApiOperation({ summary: `${label}: Entwurf und veröffentlichte Fassung` }))
    async draft() {
      return { success: true, ...(await this.target.draft?.()) };
    }

    @Put(`${at}draft`)
    @itemParam
    @ApiOperation({ summary: `${label}: Entwurf speichern (die Website bleibt, wie sie ist)` })
    @ApiHeader(IF_MATCH_HEADER)
    async saveDraft(
      @ItemId(label) id: string,
      @Body(bodyPipe) body: unknown,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      return { success: true, ...(await this.target.saveDraft(id, body, actor, expectedVersionFrom(ifMatch))) };
    }

    @Delete(`${at}draft`)
    @itemParam
    @ApiOperation({ summary: `${label}: Entwurf verwerfen` })
    @ApiHeader(IF_MATCH_HEADER)
    async discardDraft(
      @ItemId(label) id: string,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      return { success: true, ...(await this.target.discardDraft(id, actor, expectedVersionFrom(ifMatch))) };
    }

    @Post(`${at}publish`)
    @HttpCode(200)
    @itemParam
    @ApiOperation({ summary: `${label}: veröffentlichen (das Formular, sonst den Entwurf)` })
    @ApiHeader(IF_MATCH_HEADER)
    async publish(
      @ItemId(label) id: string,
      @Body() body: unknown,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      const version = expectedVersionFrom(ifMatch);
      return {
        success: true,
        ...(await this.target.publish(id, isEmptyBody(body) ? undefined : body, actor, version)),
      };
    }

    @Get(`${at}changes`)
    @itemParam
    @ApiOperation({ summary: `${label}: Änderungen gegenüber der veröffentlichten Fassung` })
    async changes(@ItemId(label) id: string) {
      return { success: true, changes: await this.target.changes(id) };
    }

    @Post(`${at}schedule`)
    @HttpCode(201)
    @itemParam
    @ApiOperation({ summary: routes.scheduleSummary })
    @ApiBody({ schema: openApiSchema(schedulePublicationRequestSchema) })
    async schedule(
      @ItemId(label) id: string,
      @Body(new ZodBodyPipe(schedulePublicationRequestSchema)) body: SchedulePublicationRequest,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      const plan = planFromRequest(body);
      return { success: true, plan, ...(await this.target.schedule(id, plan, actor)) };
    }

    @Delete('plans/:planId')
    @ApiOperation({ summary: `${label}: geplante Veröffentlichung absagen` })
    async cancelPlan(@Param('planId') planId: string, @CurrentStaff() actor: StaffPrincipal) {
      const plan = await findPlan(this.dataSource, name, planId);
      if (!plan || (routes.items && !plan.item_id))
        throw new NotFoundException('Geplante Veröffentlichung nicht gefunden');
      await this.content.cancelPlan(plan.item_id, planId, actor);
      return { success: true };
    }

    @Post('preview')
    @HttpCode(201)
    @ApiOperation({ summary: 'Vorschau-Link (48 Stunden gültig, widerrufbar) mit den Entwürfen' })
    @ApiBody({ schema: openApiSchema(previewLinkRequestSchema) })
    async preview(
      @Body(new ZodBodyPipe(previewLinkRequestSchema)) body: PreviewLinkRequest,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      return {
        success: true,
        link: await this.previews.create(name, body.path ?? definition.previewPath ?? '/', actor),
      };
    }

    @Get('previews')
    @ApiOperation({ summary: 'Gültige Vorschau-Links' })
    async previewLinks() {
      return { success: true, links: await this.previews.list(name) };
    }

    @Delete('previews/:linkId')
    @ApiOperation({ summary: 'Vorschau-Link widerrufen' })
    async revokePreview(@Param('linkId') linkId: string, @CurrentStaff() actor: StaffPrincipal) {
      await this.previews.revoke(name, linkId, actor);
      return { success: true };
    }

    @Get('plans')
    @ApiOperation({ summary: 'Geplant: offene und zuletzt ausgeführte Veröffentlichungen' })
    async plans() {
      return { success: true, plans: await listPlans(this.dataSource, name) };
    }
  }

  return nameController(PublishingController, routes.path, 'Publishing');
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
