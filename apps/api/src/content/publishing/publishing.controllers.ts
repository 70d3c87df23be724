import {
  applyDecorators,
  Body,
  Delete,
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
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import {
  type PermissionKey,
  type PreviewLinkRequest,
  previewLinkRequestSchema,
  type SchedulePublicationRequest,
  schedulePublicationRequestSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import type { ContentCollection } from '../shared/content-collection';
import { collectionToken } from '../shared/content-collection.controllers';
import type { ContentDocuments, EditedDocument } from '../shared/content-documents';
import { assertContentId, expectedVersionFrom, NonEmptyBodyPipe } from '../shared/content-input';
import { documentToken } from '../shared/content-providers';
import { nameController } from '../shared/controller-name';
import { IF_MATCH_HEADER, openApiSchema } from '../shared/openapi';
import { PreviewLinks } from './preview-links';
import { findPlan, listPlans, planFromRequest } from './publication-plans';

/** A publish request without a body (or with `{}`) publishes the saved draft. */
const isEmptyBody = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

const ScheduleRoute = (path: string, summary: string) =>
  applyDecorators(
    Post(path),
    HttpCode(201),
    ApiOperation({ summary }),
    ApiBody({ schema: openApiSchema(schedulePublicationRequestSchema) }),
  );

/** 'Vorschau' links and 'Geplant' of one collection or kind of document, under its admin path. */
function sharedRoutes(content: string, previewPath: string) {
  class PreviewAndPlans {
    constructor(
      readonly previews: PreviewLinks,
      readonly dataSource: DataSource,
    ) {}

    @Post('preview')
    @HttpCode(201)
    @ApiOperation({ summary: 'Vorschau-Link (48 Stunden gültig, widerrufbar) mit den Entwürfen' })
    @ApiBody({ schema: openApiSchema(previewLinkRequestSchema) })
    async preview(
      @Body(new ZodBodyPipe(previewLinkRequestSchema)) body: PreviewLinkRequest,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      return { success: true, link: await this.previews.create(content, body.path ?? previewPath, actor) };
    }

    @Get('previews')
    @ApiOperation({ summary: 'Gültige Vorschau-Links' })
    async previewLinks() {
      return { success: true, links: await this.previews.list(content) };
    }

    @Delete('previews/:linkId')
    @ApiOperation({ summary: 'Vorschau-Link widerrufen' })
    async revokePreview(@Param('linkId') linkId: string, @CurrentStaff() actor: StaffPrincipal) {
      await this.previews.revoke(content, linkId, actor);
      return { success: true };
    }

    @Get('plans')
    @ApiOperation({ summary: 'Geplant: offene und zuletzt ausgeführte Veröffentlichungen' })
    async plans() {
      return { success: true, plans: await listPlans(this.dataSource, content) };
    }
  }
  return PreviewAndPlans;
}

export interface DocumentPublishingOptions<D> {
  /** Admin path, e.g. 'faqs' or 'legal/impressum'. */
  path: string;
  /** The validated document from the form's body; `current` is the draft, else the live document. */
  parse: (body: unknown, current: () => Promise<D | undefined>) => D | Promise<D>;
  /** The document as staff get it (as the admin GET shows it). */
  view?: (document: D) => unknown;
  /** A whole array ('Save-all') rather than an object. */
  array?: boolean;
  /** The document before staff first saved it. */
  empty?: () => D;
}

/**
 * Drafts, 'Änderungen', 'Vorschau' and 'Veröffentlichen (am …)' of a document saved as a whole.
 * Routes under /api/admin/{path} (with the document's permission):
 *   GET    draft            { success, version, status, live, draft }
 *   PUT    draft            'Entwurf speichern' (If-Match: version)
 *   DELETE draft            discard the draft
 *   POST   publish          'Veröffentlichen': the body (the form), else the saved draft
 *   GET    changes          what publishing changes, field by field, texts word by word
 *   POST   schedule         { at: 'YYYY-MM-DDTHH:mm' (Europe/Berlin) }: 'Veröffentlichen am …'
 *   GET    plans            'Geplant'
 *   DELETE plans/{planId}   cancel a plan
 *   POST   preview          { path? }: a preview link; GET previews; DELETE previews/{id}
 */
export function documentPublishingController<D>(
  definition: { name: string; label: string; permission: PermissionKey; previewPath?: string },
  options: DocumentPublishingOptions<D>,
): Type {
  const view = options.view ?? ((document: D) => document);
  const answer = (edited: EditedDocument<D>) => ({
    success: true,
    version: edited.version,
    status: edited.status,
    live: edited.live ? view(edited.live.document) : options.empty ? view(options.empty()) : null,
    draft: edited.draft !== null ? view(edited.draft) : null,
  });

  @ApiTags(definition.label)
  @ApiBearerAuth()
  @AdminController(options.path)
  @RequirePermission(definition.permission)
  class DocumentPublishingController extends sharedRoutes(definition.name, definition.previewPath ?? '/') {
    constructor(
      @Inject(documentToken(definition.name)) private readonly documents: ContentDocuments<never, D>,
      previews: PreviewLinks,
      dataSource: DataSource,
    ) {
      super(previews, dataSource);
    }

    private async parse(body: unknown): Promise<D> {
      return options.parse(body, async () => {
        const edited = await this.documents.edited();
        return edited.draft ?? edited.live?.document;
      });
    }

    @Get('draft')
    @ApiOperation({ summary: `${definition.label}: Entwurf und veröffentlichte Fassung` })
    async draft() {
      return answer(await this.documents.edited());
    }

    @Put('draft')
    @ApiOperation({ summary: `${definition.label}: Entwurf speichern (die Website bleibt, wie sie ist)` })
    @ApiHeader(IF_MATCH_HEADER)
    async saveDraft(
      @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern', options.array ? 'array' : 'object')) body: unknown,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      const expectedVersion = expectedVersionFrom(ifMatch);
      const document = await this.parse(body);
      return answer(await this.documents.saveDraft(document, actor, { expectedVersion }));
    }

    @Delete('draft')
    @ApiOperation({ summary: `${definition.label}: Entwurf verwerfen` })
    @ApiHeader(IF_MATCH_HEADER)
    async discardDraft(@Headers('if-match') ifMatch: string | undefined, @CurrentStaff() actor: StaffPrincipal) {
      return answer(await this.documents.discardDraft(actor, { expectedVersion: expectedVersionFrom(ifMatch) }));
    }

    @Post('publish')
    @HttpCode(200)
    @ApiOperation({ summary: `${definition.label}: veröffentlichen (das Formular, sonst den Entwurf)` })
    @ApiHeader(IF_MATCH_HEADER)
    async publish(
      @Body() body: unknown,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      const expectedVersion = expectedVersionFrom(ifMatch);
      const document = isEmptyBody(body) ? undefined : await this.parse(body);
      return answer(await this.documents.publish(document, actor, { expectedVersion }));
    }

    @Get('changes')
    @ApiOperation({ summary: `${definition.label}: Änderungen gegenüber der veröffentlichten Fassung` })
    async changes() {
      return {
        success: true,
        changes: await this.documents.changes(undefined, (document) => document && view(document)),
      };
    }

    @ScheduleRoute('schedule', `${definition.label}: Veröffentlichen am … (Europe/Berlin)`)
    async schedule(
      @Body(new ZodBodyPipe(schedulePublicationRequestSchema)) body: SchedulePublicationRequest,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      const plan = planFromRequest(body);
      await this.documents.schedule(plan, actor);
      return { ...answer(await this.documents.edited()), plan };
    }

    @Delete('plans/:planId')
    @ApiOperation({ summary: `${definition.label}: geplante Veröffentlichung absagen` })
    async cancelPlan(@Param('planId') planId: string, @CurrentStaff() actor: StaffPrincipal) {
      const plan = await findPlan(this.dataSource, definition.name, planId);
      if (!plan) throw new NotFoundException('Geplante Veröffentlichung nicht gefunden');
      await this.documents.cancelPlan(planId, actor);
      return { success: true };
    }
  }

  return nameController(DocumentPublishingController, options.path, 'Publishing');
}

/**
 * Drafts, 'Änderungen', 'Vorschau' and 'Veröffentlichen / Offline nehmen am …' of a collection's items
 * Routes under /api/admin/{name} (with the collection's permission):
 *   POST   drafts                 a new item as a draft (the website does not show it)
 *   PUT    {id}/draft             'Entwurf speichern' (If-Match: version)
 *   DELETE {id}/draft             discard the draft (an item never published is gone with it)
 *   POST   {id}/publish           'Veröffentlichen': the body (the form), else the saved draft
 *   GET    {id}/changes           what publishing changes
 *   POST   {id}/schedule          { action: 'publish' | 'take_offline', at }: plan it
 *   GET    plans                  'Geplant' of the collection; DELETE plans/{planId} cancels one
 *   POST   preview                { path? }: a preview link; GET previews; DELETE previews/{id}
 */
export function collectionPublishingController(definition: {
  name: string;
  label: string;
  pluralLabel: string;
  permission: PermissionKey;
  itemKey: string;
  emptyMessage: string;
  previewPath?: string;
}): Type {
  const { label, itemKey } = definition;

  @ApiTags(definition.pluralLabel)
  @ApiBearerAuth()
  @AdminController(definition.name)
  @RequirePermission(definition.permission)
  class CollectionPublishingController extends sharedRoutes(definition.name, definition.previewPath ?? '/') {
    constructor(
      @Inject(collectionToken(definition.name)) private readonly items: ContentCollection,
      previews: PreviewLinks,
      dataSource: DataSource,
    ) {
      super(previews, dataSource);
    }

    @Post('drafts')
    @HttpCode(201)
    @ApiOperation({ summary: `${label} als Entwurf anlegen` })
    async createDraft(
      @Body(new NonEmptyBodyPipe(definition.emptyMessage)) body: unknown,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      const created = await this.items.createDraft(body, actor);
      return { success: true, id: created.id, [itemKey]: created };
    }

    @Put(':id/draft')
    @ApiOperation({ summary: `${label}: Entwurf speichern (die Website bleibt, wie sie ist)` })
    @ApiHeader(IF_MATCH_HEADER)
    async saveDraft(
      @Param('id') id: string,
      @Body(new NonEmptyBodyPipe(definition.emptyMessage)) body: unknown,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      assertContentId(id, label);
      return { success: true, [itemKey]: await this.items.saveDraft(id, body, actor, expectedVersionFrom(ifMatch)) };
    }

    @Delete(':id/draft')
    @ApiOperation({ summary: `${label}: Entwurf verwerfen` })
    @ApiHeader(IF_MATCH_HEADER)
    async discardDraft(
      @Param('id') id: string,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      assertContentId(id, label);
      return { success: true, [itemKey]: await this.items.discardDraft(id, actor, expectedVersionFrom(ifMatch)) };
    }

    @Post(':id/publish')
    @HttpCode(200)
    @ApiOperation({ summary: `${label}: veröffentlichen (das Formular, sonst den Entwurf)` })
    @ApiHeader(IF_MATCH_HEADER)
    async publish(
      @Param('id') id: string,
      @Body() body: unknown,
      @Headers('if-match') ifMatch: string | undefined,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      assertContentId(id, label);
      const fields = isEmptyBody(body) ? undefined : body;
      return { success: true, [itemKey]: await this.items.publish(id, fields, actor, expectedVersionFrom(ifMatch)) };
    }

    @Get(':id/changes')
    @ApiOperation({ summary: `${label}: Änderungen gegenüber der veröffentlichten Fassung` })
    async changes(@Param('id') id: string) {
      assertContentId(id, label);
      return { success: true, changes: await this.items.changes(id) };
    }

    @ScheduleRoute(':id/schedule', `${label}: Veröffentlichen oder Offline nehmen am … (Europe/Berlin)`)
    async schedule(
      @Param('id') id: string,
      @Body(new ZodBodyPipe(schedulePublicationRequestSchema)) body: SchedulePublicationRequest,
      @CurrentStaff() actor: StaffPrincipal,
    ) {
      assertContentId(id, label);
      const plan = planFromRequest(body);
      return { success: true, plan, [itemKey]: await this.items.schedule(id, plan, actor) };
    }

    @Delete('plans/:planId')
    @ApiOperation({ summary: `${label}: geplante Veröffentlichung absagen` })
    async cancelPlan(@Param('planId') planId: string, @CurrentStaff() actor: StaffPrincipal) {
      const plan = await findPlan(this.dataSource, definition.name, planId);
      if (!plan?.item_id) throw new NotFoundException('Geplante Veröffentlichung nicht gefunden');
      await this.items.cancelPlan(plan.item_id, planId, actor);
      return { success: true };
    }
  }

  return nameController(CollectionPublishingController, definition.name, 'Publishing');
}
