import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type TrashedItem,
  type HistoryEntry,
  type ReorderRequest,
  reorderRequestSchema,
  type RestoreVersionRequest,
  restoreVersionRequestSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import type { CollectionDefinition, ContentCollection } from './content-collection';
import { assertContentId, expectedVersionFrom, NonEmptyBodyPipe } from './content-input';
import { contentToken } from './content-providers';
import { nameController } from './controller-name';
import { adminItemSchema, envelope, historySchema, IF_MATCH_HEADER, openApiSchema } from './openapi';
import { PublicCacheInterceptor } from './public-cache.interceptor';

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
 *   GET    /{publicPath}                         enabled items, in order, with ETag
 */
export function collectionControllers(definition: CollectionDefinition): Type[] {
  const token = contentToken(definition.name);
  const { label, pluralLabel, listKey, itemKey } = definition;
  const item = adminItemSchema(definition.schema);
  const input = openApiSchema(definition.schema);

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
      return { success: true, [itemKey]: await this.items.update(id, body, actor, expectedVersionFrom(ifMatch)) };
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

    @Get(':id/history')
    @ApiOperation({ summary: `${label}: Versionen (wer, wann, welche Felder)` })
    @ApiOkResponse({ schema: envelope('history', historySchema) })
    async history(@Param('id') id: string): Promise<{ success: true; history: HistoryEntry[] }> {
      assertContentId(id, label);
      return { success: true, history: await this.items.history(id) };
    }

    @Post(':id/restore')
    @HttpCode(200)
    @ApiOperation({ summary: `${label}: frühere Version wiederherstellen` })
    @ApiHeader(IF_MATCH_HEADER)
    @ApiBody({ schema: openApiSchema(restoreVersionRequestSchema) })
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

  @ApiTags(pluralLabel)
  @Controller(definition.publicPath)
  class PublicCollectionController {
    constructor(@Inject(token) private readonly items: ContentCollection) {}

    @Get()
    @UseInterceptors(PublicCacheInterceptor)
    @ApiOperation({ summary: `${pluralLabel} für die Website: nur aktive, in der festgelegten Reihenfolge` })
    @ApiOkResponse({ schema: { type: 'array', items: openApiSchema(definition.schema, 'output') } })
    async list(): Promise<Record<string, unknown>[]> {
      return this.items.listPublic();
    }
  }

  return [
    nameController(AdminCollectionController, definition.name, 'Admin'),
    nameController(PublicCollectionController, definition.name, 'Public'),
  ];
}
