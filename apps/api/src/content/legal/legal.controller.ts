import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  type Impressum,
  impressumSchema,
  LEGAL_DOCUMENTS,
  type LegalDocumentKey,
  type MarkdownDocument,
  markdownDocumentSchema,
  privacyPolicyKind,
  termsKind,
  imprintKind,
  type RestoreVersionRequest,
  restoreVersionRequestSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import { documentPublishingController } from '../publishing/publishing.controllers';
import { DocumentHistoryRoute, DocumentRestoreRoute } from '../shared/content-document.controllers';
import type { ContentDocuments, DocumentDefinition } from '../shared/content-documents';
import { expectedVersionFrom, NonEmptyBodyPipe, parseContent } from '../shared/content-input';
import { contentToken } from '../shared/content-providers';
import { carrySample, setVersionHeader } from '../shared/document-routes';
import { IF_MATCH_HEADER, openApiSchema } from '../shared/openapi';
import { PublicCacheInterceptor } from '../shared/public-cache.interceptor';

/** The permission of all three legal texts (their routes share one controller). */
const LEGAL_PERMISSION = imprintKind.permission;

/** The three legal texts by the route's :doc: the imprint structured, privacy policy and terms as markdown. */
export const legalDocuments: Record<LegalDocumentKey, DocumentDefinition> = {
  impressum: imprintKind,
  datenschutz: privacyPolicyKind,
  agb: termsKind,
};
type LegalDocument = Impressum | MarkdownDocument;
type LegalDocuments = ContentDocuments<typeof impressumSchema | typeof markdownDocumentSchema, LegalDocument>;

const LABELS: Record<LegalDocumentKey, string> = { impressum: 'IMPRESSUM', datenschutz: 'DATENSCHUTZ', agb: 'AGB' };
const DOC_PARAM = { name: 'doc', enum: [...LEGAL_DOCUMENTS] };

/** Picks the document of a route's :doc; an unknown one is a 404. */
class LegalRegistry {
  constructor(private readonly documents: Record<LegalDocumentKey, LegalDocuments>) {}

  of(doc: string): { key: LegalDocumentKey; documents: LegalDocuments } {
    if (!(LEGAL_DOCUMENTS as readonly string[]).includes(doc)) throw new NotFoundException('Dokument nicht gefunden');
    const key = doc as LegalDocumentKey;
    return { key, documents: this.documents[key] };
  }
}

export const LEGAL_REGISTRY = 'LegalRegistry';
export const legalRegistryProvider = {
  provide: LEGAL_REGISTRY,
  inject: LEGAL_DOCUMENTS.map((key) => contentToken(legalDocuments[key].name)),
  useFactory: (impressum: LegalDocuments, datenschutz: LegalDocuments, agb: LegalDocuments) =>
    new LegalRegistry({ impressum, datenschutz, agb }),
};

@ApiTags('Rechtstexte')
@ApiBearerAuth()
@AdminController('legal')
@RequirePermission(LEGAL_PERMISSION)
export class LegalAdminController {
  constructor(@Inject(LEGAL_REGISTRY) private readonly legal: LegalRegistry) {}

  @Get(':doc')
  @ApiParam(DOC_PARAM)
  @ApiOperation({ summary: 'Rechtstext lesen (mit Version als ETag)' })
  async get(@Param('doc') doc: string, @Res({ passthrough: true }) response: Response) {
    const { documents } = this.legal.of(doc);
    const stored = await documents.require();
    // The stream's version (drafts and plans move it too), which a save's If-Match is checked against.
    const { version } = await documents.edited();
    setVersionHeader(response, version);
    return {
      success: true,
      document: stored.document,
      version,
      updated_at: stored.updated_at,
      updated_by: stored.updated_by,
    };
  }

  @Post(':doc')
  @HttpCode(200)
  @ApiParam(DOC_PARAM)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiOperation({ summary: 'Rechtstext speichern (impressum strukturiert, datenschutz/agb: title + Markdown)' })
  @ApiBody({ schema: { oneOf: [openApiSchema(impressumSchema), openApiSchema(markdownDocumentSchema)] } })
  async save(
    @Param('doc') doc: string,
    @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern')) body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const { key, documents } = this.legal.of(doc);
    const expectedVersion = expectedVersionFrom(ifMatch);
    const current = await documents.get();
    const parsed = parseLegal(documents.definition, body, current?.document);
    const saved = await documents.save(parsed, actor, { expectedVersion });
    return {
      success: true,
      message: `${LABELS[key]} erfolgreich gespeichert!`,
      version: saved.version,
      document: saved.document,
    };
  }

  @DocumentHistoryRoute('Rechtstext', ':doc/history')
  @ApiParam(DOC_PARAM)
  async history(@Param('doc') doc: string) {
    return { success: true, history: await this.legal.of(doc).documents.history() };
  }

  @DocumentRestoreRoute('Rechtstext', ':doc/restore')
  @ApiParam(DOC_PARAM)
  async restore(
    @Param('doc') doc: string,
    @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const saved = await this.legal
      .of(doc)
      .documents.revert(body.version, actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, version: saved.version, document: saved.document };
  }
}

@ApiTags('Rechtstexte')
@Controller('api/public/legal')
export class LegalPublicController {
  constructor(@Inject(LEGAL_REGISTRY) private readonly legal: LegalRegistry) {}

  @Get(':doc')
  @ApiParam(DOC_PARAM)
  @UseInterceptors(PublicCacheInterceptor)
  @ApiOperation({ summary: 'Rechtstext für die Website' })
  get(@Param('doc') doc: string): Promise<unknown> {
    return this.legal.of(doc).documents.publicAnswer();
  }
}

/** Whatever the form leaves out keeps its value: a partial imprint must not blank the rest. */
function parseLegal(definition: DocumentDefinition, body: unknown, current: LegalDocument | undefined): LegalDocument {
  const merged = current ? deepMerge(current, body) : body;
  return carrySample(current, parseContent(definition.schema, merged) as LegalDocument);
}

/** Drafts, preview and (planned) publishing of each legal text, under /api/admin/legal/{doc}/…. */
export const legalPublishingControllers = LEGAL_DOCUMENTS.map((key) =>
  documentPublishingController<LegalDocument>(legalDocuments[key], {
    path: `legal/${key}`,
    parse: async (body, current) => parseLegal(legalDocuments[key], body, await current()),
  }),
);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch === undefined ? base : patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) merged[key] = deepMerge(base[key], value);
  return merged;
}
