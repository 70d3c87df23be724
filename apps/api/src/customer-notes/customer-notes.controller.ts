import { Body, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  type CreateCustomerNote,
  createCustomerNoteSchema,
  type CustomerNote,
  customerNoteSchema,
  customerNoteStatusSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { envelope, openApiSchema } from '../infrastructure/http/openapi';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { CustomerNotesService } from './customer-notes.service';

/** Customer notes and tasks; permission requests. */
@ApiTags('Kundennotizen')
@ApiBearerAuth()
@AdminController('customer-notes')
@RequirePermission('requests')
export class CustomerNotesController {
  constructor(private readonly notes: CustomerNotesService) {}

  @Get(':customerId')
  @ApiOperation({ summary: 'Notizen, Aufgaben und Kommunikation zu einem Kunden, neueste zuerst' })
  @ApiOkResponse({ schema: envelope('notes', { type: 'array', items: openApiSchema(customerNoteSchema, 'output') }) })
  async list(@Param('customerId') customerId: string): Promise<{ success: true; notes: CustomerNote[] }> {
    return { success: true, notes: await this.notes.listFor(customerId.trim().slice(0, 50)) };
  }

  @Post()
  @ApiOperation({ summary: 'Notiz anlegen; Fälligkeit und Status nur bei Aufgaben (type task)' })
  @ApiBody({ schema: openApiSchema(createCustomerNoteSchema) })
  async create(
    @Body(new ZodBodyPipe(createCustomerNoteSchema)) body: CreateCustomerNote,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true; note: CustomerNote }> {
    return { success: true, note: await this.notes.add(body, actor) };
  }

  @Put(':id/status')
  @ApiOperation({ summary: 'Aufgabe offen/erledigt setzen' })
  @ApiBody({ schema: openApiSchema(customerNoteStatusSchema) })
  async setStatus(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodBodyPipe(customerNoteStatusSchema)) body: z.output<typeof customerNoteStatusSchema>,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true; note: CustomerNote }> {
    return { success: true, note: await this.notes.setStatus(id, body.status, actor) };
  }
}
