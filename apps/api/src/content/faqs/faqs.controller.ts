import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type FaqCategory, faqCategoriesSchema, type RestoreVersionRequest, restoreVersionRequestSchema } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import type { ContentDocuments, DocumentDefinition } from '../shared/content-documents';
import { expectedVersionFrom, NonEmptyBodyPipe, parseContent } from '../shared/content-input';
import { documentToken } from '../shared/content-providers';
import { setVersionHeader, withIds } from '../shared/document-routes';
import { envelope, historySchema, IF_MATCH_HEADER, openApiSchema } from '../shared/openapi';
import { PublicCacheInterceptor } from '../shared/public-cache.interceptor';

export const faqDocument: DocumentDefinition<typeof faqCategoriesSchema> = {
  name: 'faqs',
  eventPrefix: 'FaqCatalog',
  label: 'FAQ',
  schema: faqCategoriesSchema,
};
type Faqs = ContentDocuments<typeof faqCategoriesSchema, FaqCategory[]>;
const FAQS = documentToken(faqDocument.name);

/** The FAQ: categories with questions, saved as a whole ('Save-all'). */
@ApiTags('FAQ')
@ApiBearerAuth()
@AdminController('faqs')
@RequirePermission('faq')
export class FaqsAdminController {
  constructor(@Inject(FAQS) private readonly faqs: Faqs) {}

  @Get()
  @ApiOperation({ summary: 'FAQ-Kategorien mit allen Fragen (auch inaktiven); ETag = Version' })
  @ApiOkResponse({ schema: openApiSchema(faqCategoriesSchema, 'output') })
  async get(@Res({ passthrough: true }) response: Response): Promise<FaqCategory[]> {
    const stored = await this.faqs.get();
    setVersionHeader(response, stored?.version);
    return stored?.document ?? [];
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Alle FAQ-Kategorien speichern (ganzes Array)' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(faqCategoriesSchema) })
  async save(
    @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern', 'array')) body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true; message: string; version: number; categories: FaqCategory[] }> {
    const categories = withIds(parseContent(faqCategoriesSchema, body), 'faq').map((category) => ({
      ...category,
      questions: withIds(category.questions, `${category.id}-q`),
    }));
    const saved = await this.faqs.save(categories, actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, message: 'FAQs erfolgreich gespeichert!', version: saved.version, categories: saved.document };
  }

  @Get('history')
  @ApiOperation({ summary: 'FAQ: Versionen' })
  @ApiOkResponse({ schema: envelope('history', historySchema) })
  async history() {
    return { success: true, history: await this.faqs.history() };
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'FAQ: frühere Version wiederherstellen' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(restoreVersionRequestSchema) })
  async restore(
    @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const saved = await this.faqs.revert(body.version, actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, version: saved.version, categories: saved.document };
  }
}

@ApiTags('FAQ')
@Controller('api/faqs')
export class FaqsPublicController {
  constructor(@Inject(FAQS) private readonly faqs: Faqs) {}

  @Get()
  @UseInterceptors(PublicCacheInterceptor)
  @ApiOperation({ summary: 'FAQ für die Website: Kategorien mit aktiven Fragen' })
  @ApiOkResponse({ schema: openApiSchema(faqCategoriesSchema, 'output') })
  async list(): Promise<FaqCategory[]> {
    const categories = (await this.faqs.get())?.document ?? [];
    return categories.map(({ sample: _sample, ...category }) => ({
      ...category,
      questions: category.questions.filter((question) => question.active).map(({ sample: _s, ...question }) => question),
    }));
  }
}
