import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type RestoreVersionRequest, restoreVersionRequestSchema, type WebsiteSettings, websiteSettingsSchema } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import type { ContentDocuments, DocumentDefinition } from '../shared/content-documents';
import { expectedVersionFrom, NonEmptyBodyPipe, parseContent } from '../shared/content-input';
import { documentToken } from '../shared/content-providers';
import { carrySample, setVersionHeader } from '../shared/document-routes';
import { envelope, historySchema, IF_MATCH_HEADER, openApiSchema } from '../shared/openapi';
import { PublicCacheInterceptor } from '../shared/public-cache.interceptor';

export const websiteSettingsDocument: DocumentDefinition<typeof websiteSettingsSchema> = {
  name: 'website-settings',
  eventPrefix: 'WebsiteSettings',
  label: 'Website-Einstellungen',
  schema: websiteSettingsSchema,
};
type Settings = ContentDocuments<typeof websiteSettingsSchema, WebsiteSettings>;
const SETTINGS = documentToken(websiteSettingsDocument.name);
const settingsSchema = openApiSchema(websiteSettingsSchema, 'output');

/** Social networks, contact info and company info. */
@ApiTags('Website-Einstellungen')
@ApiBearerAuth()
@AdminController('website-settings')
@RequirePermission('website')
export class WebsiteSettingsAdminController {
  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  @Get()
  @ApiOperation({ summary: 'Website-Einstellungen; ETag = Version' })
  @ApiOkResponse({ schema: envelope('settings', settingsSchema) })
  async get(@Res({ passthrough: true }) response: Response) {
    const stored = await this.settings.get();
    setVersionHeader(response, stored?.version);
    return { success: true, settings: stored?.document ?? parseContent(websiteSettingsSchema, {}), version: stored?.version ?? 0 };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Website-Einstellungen speichern' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(websiteSettingsSchema) })
  async save(
    @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern')) body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const settings = parseContent(websiteSettingsSchema, (body as { settings?: unknown }).settings ?? body);
    const current = await this.settings.get();
    const saved = await this.settings.save(carrySample(current?.document, settings), actor, {
      expectedVersion: expectedVersionFrom(ifMatch),
    });
    return { success: true, version: saved.version, settings: saved.document };
  }

  @Get('history')
  @ApiOperation({ summary: 'Website-Einstellungen: Versionen' })
  @ApiOkResponse({ schema: envelope('history', historySchema) })
  async history() {
    return { success: true, history: await this.settings.history() };
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Website-Einstellungen: frühere Version wiederherstellen' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(restoreVersionRequestSchema) })
  async restore(
    @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const saved = await this.settings.revert(body.version, actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, version: saved.version, settings: saved.document };
  }
}

/**
 * The footer reads social_media and contact_info; the spec leaves open whether inside `settings`, so the
 * answer carries both forms.
 */
@ApiTags('Website-Einstellungen')
@Controller('api/public/website-settings')
export class WebsiteSettingsPublicController {
  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  @Get()
  @UseInterceptors(PublicCacheInterceptor)
  @ApiOperation({ summary: 'Website-Einstellungen für die Website (Fußbereich)' })
  async get() {
    const stored = (await this.settings.get())?.document ?? parseContent(websiteSettingsSchema, {});
    const { sample: _sample, ...settings } = stored;
    return { success: true, settings, ...settings };
  }
}
