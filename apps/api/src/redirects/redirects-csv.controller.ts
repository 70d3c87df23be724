import { Body, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { REDIRECTS_CSV_MAX_CHARS } from './redirects-csv';
import { RedirectsImport } from './redirects-import';

const importSchema = z.strictObject({
  csv: z
    .string({ error: 'Bitte eine CSV-Datei wählen' })
    .min(1, 'Die Datei ist leer')
    .max(REDIRECTS_CSV_MAX_CHARS, `Die Datei ist zu groß (höchstens ${REDIRECTS_CSV_MAX_CHARS / 1024} KB)`),
});

/** 'Weiterleitungen' as CSV: all of them to download, and a file to import (permission website). */
@ApiTags('Weiterleitungen')
@ApiBearerAuth()
@AdminController('redirects-csv')
@RequirePermission('website')
export class RedirectsCsvController {
  constructor(private readonly redirects: RedirectsImport) {}

  @ApiOperation({ summary: 'Alle Weiterleitungen als CSV (Excel, deutsch)' })
  @Get()
  async export(@Res({ passthrough: true }) response: Response): Promise<string> {
    const csv = await this.redirects.export();
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', 'attachment; filename="weiterleitungen.csv"');
    response.setHeader('Cache-Control', 'no-store');
    return csv;
  }

  @ApiOperation({
    summary: 'Weiterleitungen aus CSV: neue anlegen, gleiche alte Adressen ersetzen; bei einem Fehler nichts ändern',
  })
  @Post()
  @HttpCode(200)
  async import(
    @Body(new ZodBodyPipe(importSchema)) body: z.infer<typeof importSchema>,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<{ created: number; updated: number; message: string }> {
    const result = await this.redirects.import(body.csv, staff);
    const noun = result.created === 1 ? 'Weiterleitung' : 'Weiterleitungen';
    return { ...result, message: `${result.created} ${noun} angelegt, ${result.updated} ersetzt` };
  }
}
