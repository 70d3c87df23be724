import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type RestoreVersionRequest, restoreVersionRequestSchema, type HomePackage, homePackagesSchema } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import type { ContentDocuments, DocumentDefinition } from '../shared/content-documents';
import { expectedVersionFrom, NonEmptyBodyPipe, parseContent } from '../shared/content-input';
import { documentToken } from '../shared/content-providers';
import { setVersionHeader, withIds } from '../shared/document-routes';
import { envelope, historySchema, IF_MATCH_HEADER, openApiSchema } from '../shared/openapi';
import { PublicCacheInterceptor } from '../shared/public-cache.interceptor';

export const homePackagesDocument: DocumentDefinition<typeof homePackagesSchema> = {
  name: 'home-packages',
  eventPrefix: 'HomePackageCatalog',
  label: 'Komplettlösungen',
  schema: homePackagesSchema,
};
type Komplettlösungen = ContentDocuments<typeof homePackagesSchema, HomePackage[]>;
const HOME_PACKAGES = documentToken(homePackagesDocument.name);

/**
 * The three 'Komplettlösungen' of the home page (public-site §3 'Home package'), saved as a whole. Not in
 * the spec's calls (the page ships them statically); kept editable so the seed and the page can agree.
 */
@ApiTags('Komplettlösungen')
@ApiBearerAuth()
@AdminController('home-packages')
@RequirePermission('services')
export class HomePackagesAdminController {
  constructor(@Inject(HOME_PACKAGES) private readonly packages: Komplettlösungen) {}

  @Get()
  @ApiOperation({ summary: 'Alle Komplettlösungen; ETag = Version' })
  @ApiOkResponse({ schema: openApiSchema(homePackagesSchema, 'output') })
  async get(@Res({ passthrough: true }) response: Response): Promise<HomePackage[]> {
    const stored = await this.packages.get();
    setVersionHeader(response, stored?.version);
    return stored?.document ?? [];
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Alle Komplettlösungen speichern (ganzes Array)' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(homePackagesSchema) })
  async save(
    @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern', 'array')) body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true; message: string; version: number; packages: HomePackage[] }> {
    const packages = withIds(parseContent(homePackagesSchema, body), 'package');
    const saved = await this.packages.save(packages, actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, message: 'Komplettlösungen erfolgreich gespeichert!', version: saved.version, packages: saved.document };
  }

  @Get('history')
  @ApiOperation({ summary: 'Komplettlösungen: Versionen' })
  @ApiOkResponse({ schema: envelope('history', historySchema) })
  async history() {
    return { success: true, history: await this.packages.history() };
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Komplettlösungen: frühere Version wiederherstellen' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(restoreVersionRequestSchema) })
  async restore(
    @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const saved = await this.packages.revert(body.version, actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, version: saved.version, packages: saved.document };
  }
}

@ApiTags('Komplettlösungen')
@Controller('api/public/home-packages')
export class HomePackagesPublicController {
  constructor(@Inject(HOME_PACKAGES) private readonly packages: Komplettlösungen) {}

  @Get()
  @UseInterceptors(PublicCacheInterceptor)
  @ApiOperation({ summary: 'Komplettlösungen der Startseite' })
  @ApiOkResponse({ schema: openApiSchema(homePackagesSchema, 'output') })
  async list(): Promise<HomePackage[]> {
    const packages = (await this.packages.get())?.document ?? [];
    return packages.map(({ sample: _sample, ...item }) => item);
  }
}
