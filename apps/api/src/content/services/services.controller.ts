import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type RestoreVersionRequest, restoreVersionRequestSchema, type Service, servicesSchema } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import type { ContentDocuments, DocumentDefinition } from '../shared/content-documents';
import { expectedVersionFrom, NonEmptyBodyPipe, parseContent } from '../shared/content-input';
import { documentToken } from '../shared/content-providers';
import { setVersionHeader, withIds } from '../shared/document-routes';
import { envelope, historySchema, IF_MATCH_HEADER, openApiSchema } from '../shared/openapi';
import { PublicCacheInterceptor } from '../shared/public-cache.interceptor';

export const servicesDocument: DocumentDefinition<typeof servicesSchema> = {
  name: 'services',
  eventPrefix: 'ServiceCatalog',
  label: 'Services',
  schema: servicesSchema,
};
type Services = ContentDocuments<typeof servicesSchema, Service[]>;
const SERVICES = documentToken(servicesDocument.name);

/** The services of /leistungen, saved as a whole ('Save-all'); the array order is the page's order. */
@ApiTags('Services')
@ApiBearerAuth()
@AdminController('services')
@RequirePermission('services')
export class ServicesAdminController {
  constructor(@Inject(SERVICES) private readonly services: Services) {}

  @Get()
  @ApiOperation({ summary: 'Alle Services (auch inaktive); ETag = Version' })
  @ApiOkResponse({ schema: openApiSchema(servicesSchema, 'output') })
  async get(@Res({ passthrough: true }) response: Response): Promise<Service[]> {
    const stored = await this.services.get();
    setVersionHeader(response, stored?.version);
    return stored?.document ?? [];
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Alle Services speichern (ganzes Array)' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(servicesSchema) })
  async save(
    @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern', 'array')) body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true; message: string; version: number; services: Service[] }> {
    const services = withIds(parseContent(servicesSchema, body), 'service');
    const saved = await this.services.save(services, actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, message: 'Services erfolgreich gespeichert!', version: saved.version, services: saved.document };
  }

  @Get('history')
  @ApiOperation({ summary: 'Services: Versionen' })
  @ApiOkResponse({ schema: envelope('history', historySchema) })
  async history() {
    return { success: true, history: await this.services.history() };
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Services: frühere Version wiederherstellen' })
  @ApiHeader(IF_MATCH_HEADER)
  @ApiBody({ schema: openApiSchema(restoreVersionRequestSchema) })
  async restore(
    @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const saved = await this.services.revert(body.version, actor, { expectedVersion: expectedVersionFrom(ifMatch) });
    return { success: true, version: saved.version, services: saved.document };
  }
}

@ApiTags('Services')
@Controller('api/services')
export class ServicesPublicController {
  constructor(@Inject(SERVICES) private readonly services: Services) {}

  @Get()
  @UseInterceptors(PublicCacheInterceptor)
  @ApiOperation({ summary: 'Services für die Website: nur aktive' })
  @ApiOkResponse({ schema: openApiSchema(servicesSchema, 'output') })
  async list(): Promise<Service[]> {
    const services = (await this.services.get())?.document ?? [];
    return services.filter((service) => service.active).map(({ sample: _sample, ...service }) => service);
  }
}
