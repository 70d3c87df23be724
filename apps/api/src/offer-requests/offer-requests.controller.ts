import { Delete, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type OfferRequest,
  type OfferRequestListFilter,
  offerRequestListQuerySchema,
  offerRequestSchema,
  type SuspectedSpam,
  suspectedSpamSchema,
} from '@agency/contracts';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { envelope, openApiSchema } from '../infrastructure/http/openapi';
import { OfferRequestsService } from './offer-requests.service';

/** Incoming offer requests for staff. */
@ApiTags('Anfragen')
@ApiBearerAuth()
@AdminController('offer-requests')
@RequirePermission('requests')
export class OfferRequestsAdminController {
  constructor(private readonly requests: OfferRequestsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Anfragen, neueste zuerst, seitenweise (limit höchstens 200): Suche q (Name, E-Mail, Firma, Nachricht), unread, service, from/to (Tage in Europe/Berlin)',
  })
  @ApiOkResponse({
    schema: envelope('requests', { type: 'array', items: openApiSchema(offerRequestSchema, 'output') }),
  })
  async list(@Query(new ZodBodyPipe(offerRequestListQuerySchema)) filter: OfferRequestListFilter): Promise<{
    success: true;
    requests: OfferRequest[];
    total: number;
    counts: { all: number; unread: number };
    services: string[];
  }> {
    return { success: true, ...(await this.requests.page(filter)) };
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'Zahl der ungelesenen Anfragen' })
  async unreadCount(): Promise<{ success: true; unread_count: number }> {
    return { success: true, unread_count: await this.requests.unreadCount() };
  }

  @Get('spam')
  @ApiOperation({
    summary: 'Als Spam zurückgehaltene Einsendungen (Honeypot, zu schnell ausgefüllt, ungültiges Token)',
  })
  @ApiOkResponse({ schema: envelope('spam', { type: 'array', items: openApiSchema(suspectedSpamSchema, 'output') }) })
  async spam(): Promise<{ success: true; spam: SuspectedSpam[] }> {
    return { success: true, spam: await this.requests.listSpam() };
  }

  @Delete('spam/:id')
  @ApiOperation({ summary: 'Spam-Eintrag löschen (auch im Ereignisprotokoll geschwärzt)' })
  async deleteSpam(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true }> {
    await this.requests.deleteSpam(id, actor);
    return { success: true };
  }

  @Patch(':id/mark-read')
  @ApiOperation({ summary: 'Anfrage als gelesen markieren' })
  async markRead(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true }> {
    await this.requests.markRead(id, actor);
    return { success: true };
  }

  @Patch(':id/mark-unread')
  @ApiOperation({ summary: 'Anfrage wieder als ungelesen markieren' })
  async markUnread(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true }> {
    await this.requests.markUnread(id, actor);
    return { success: true };
  }

  @Delete(':id')
  @ApiOperation({
    summary:
      'Anfrage löschen: personenbezogene Daten aus allen Lesemodellen entfernt und im Ereignisprotokoll geschwärzt',
  })
  async remove(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true }> {
    await this.requests.delete(id, actor);
    return { success: true };
  }
}
