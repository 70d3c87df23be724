import { Body, Get, Headers, Inject, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type EmailTemplateFields,
  emailTemplatePlaceholders,
  emailTemplateSchema,
  emailTemplateSchemaFor,
  emailTemplatesKind,
  type RestoreVersionRequest,
  restoreVersionRequestSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import { HistoryRoute, RestoreRoute } from '../engine/content.controllers';
import type { ContentDocuments, StoredDocument } from '../engine/content-documents';
import { assertContentId, expectedVersionFrom, NonEmptyBodyPipe, parseContent } from '../engine/content-input';
import { contentToken } from '../engine/content-providers';
import { carrySample } from '../engine/document-routes';
import { envelope, IF_MATCH_HEADER, openApiSchema } from '../../infrastructure/http/openapi';

/**
 * Every write of a template (save, restore, the seed) uses only the placeholders the template's sender fills:
 * the contract's list per id (emailTemplatesKind.schemaForKey), which the editor shows and checks too.
 */
type Templates = ContentDocuments<typeof emailTemplateSchema, EmailTemplateFields>;
const TEMPLATES = contentToken(emailTemplatesKind.name);

/** The placeholders are the contract's for the id, whatever an earlier version stored. */
const withKnownPlaceholders = (id: string, template: EmailTemplateFields): EmailTemplateFields => ({
  ...template,
  placeholders: emailTemplatePlaceholders(id).map(({ key, description }) => ({ key, description })),
});

const toTemplate = (stored: StoredDocument<EmailTemplateFields>) => ({
  id: stored.key,
  ...withKnownPlaceholders(stored.key, stored.document),
  version: stored.version,
  updated_at: stored.updated_at,
  updated_by: stored.updated_by,
});

@ApiTags('E-Mail-Vorlagen')
@ApiBearerAuth()
@AdminController('email-templates')
@RequirePermission(emailTemplatesKind.permission)
export class EmailTemplatesAdminController {
  constructor(@Inject(TEMPLATES) private readonly templates: Templates) {}

  @Get()
  @ApiOperation({ summary: 'Alle E-Mail-Vorlagen mit Platzhaltern und Version' })
  @ApiOkResponse({
    schema: envelope('templates', { type: 'array', items: openApiSchema(emailTemplateSchema, 'output') }),
  })
  async list() {
    return { success: true, templates: (await this.templates.list()).map(toTemplate) };
  }

  @Get('placeholders')
  @ApiOperation({ summary: 'Alle Platzhalter der Vorlagen ({{key}})' })
  async placeholders() {
    const byKey = new Map<string, string>();
    for (const stored of await this.templates.list()) {
      for (const placeholder of emailTemplatePlaceholders(stored.key))
        if (!byKey.has(placeholder.key)) byKey.set(placeholder.key, placeholder.description);
    }
    return { success: true, placeholders: [...byKey].map(([key, description]) => ({ key, description })) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'E-Mail-Vorlage speichern' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(emailTemplateSchema) })
  async update(
    @Param('id') id: string,
    @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern')) body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    assertContentId(id, 'E-Mail-Vorlage');
    const expectedVersion = expectedVersionFrom(ifMatch);
    const current = await this.templates.require(id);
    const parsed = parseContent(emailTemplateSchemaFor(id), { ...current.document, ...(body as object) });
    const next = carrySample(withKnownPlaceholders(id, current.document), withKnownPlaceholders(id, parsed));
    const saved = await this.templates.save(next, actor, { key: id, expectedVersion });
    return { success: true, message: 'Template erfolgreich gespeichert!', template: toTemplate(saved) };
  }

  @HistoryRoute('E-Mail-Vorlage', ':id/history')
  async history(@Param('id') id: string) {
    assertContentId(id, 'E-Mail-Vorlage');
    return { success: true, history: await this.templates.history(id) };
  }

  @RestoreRoute('E-Mail-Vorlage', ':id/restore')
  async restore(
    @Param('id') id: string,
    @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    assertContentId(id, 'E-Mail-Vorlage');
    const saved = await this.templates.revert(body.version, actor, {
      key: id,
      expectedVersion: expectedVersionFrom(ifMatch),
    });
    return { success: true, template: toTemplate(saved) };
  }
}
