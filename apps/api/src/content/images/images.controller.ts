import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Put, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type ImageMap, imageMapSchema, type RestoreVersionRequest, restoreVersionRequestSchema } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import type { ContentDocuments, DocumentDefinition } from '../shared/content-documents';
import { expectedVersionFrom, NonEmptyBodyPipe, parseContent } from '../shared/content-input';
import { documentToken } from '../shared/content-providers';
import { setVersionHeader } from '../shared/document-routes';
import { envelope, historySchema, IF_MATCH_HEADER, openApiSchema } from '../shared/openapi';
import { PublicCacheInterceptor } from '../shared/public-cache.interceptor';

export const imagesDocument: DocumentDefinition<typeof imageMapSchema> = {
  name: 'images',
  eventPrefix: 'ImageSlots',
  label: 'Bilder',
  schema: imageMapSchema,
};
type Images = ContentDocuments<typeof imageMapSchema, ImageMap>;
const IMAGES = documentToken(imagesDocument.name);

/** Named image slots (logo, hero, ...) with their URLs, saved as a whole map. */
@ApiTags('Bilder')
@ApiBearerAuth()
@AdminController('images')
@RequirePermission('images')
export class ImagesAdminController {
  constructor(@Inject(IMAGES) private readonly images: Images) {}

  @Get()
  @ApiOperation({ summary: 'Alle Bild-Slots; ETag = Version' })
  @ApiOkResponse({ schema: envelope('images', openApiSchema(imageMapSchema, 'output')) })
  async get(@Res({ passthrough: true }) response: Response) {
    const stored = await this.images.get();
    setVersionHeader(response, stored?.version);
    return { success: true, images: stored?.document ?? {}, version: stored?.version ?? 0 };
  }

  @Put()
  @ApiOperation({ summary: 'Alle Bild-Slots speichern (ganze Map)' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(imageMapSchema) })
  async save(
    @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern')) body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    // The admin form may send { images: {...} } or the map itself.
    const map = (body as { images?: unknown }).images ?? body;
    const saved = await this.images.save(parseContent(imageMapSchema, map), actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, version: saved.version, images: saved.document };
  }

  @Get('history')
  @ApiOperation({ summary: 'Bilder: Versionen' })
  @ApiOkResponse({ schema: envelope('history', historySchema) })
  async history() {
    return { success: true, history: await this.images.history() };
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bilder: frühere Version wiederherstellen' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(restoreVersionRequestSchema) })
  async restore(
    @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const saved = await this.images.revert(body.version, actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, version: saved.version, images: saved.document };
  }
}

@ApiTags('Bilder')
@Controller('api/images')
export class ImagesPublicController {
  constructor(@Inject(IMAGES) private readonly images: Images) {}

  @Get()
  @UseInterceptors(PublicCacheInterceptor)
  @ApiQuery({ name: 't', required: false, description: 'Cache-Buster der Website; wird ignoriert' })
  @ApiOperation({ summary: 'Bild-Slots für die Website' })
  @ApiOkResponse({ schema: envelope('images', openApiSchema(imageMapSchema, 'output')) })
  async get() {
    const map = (await this.images.get())?.document ?? {};
    const images = Object.fromEntries(Object.entries(map).map(([key, { sample: _sample, ...slot }]) => [key, slot]));
    return { success: true, images };
  }
}
