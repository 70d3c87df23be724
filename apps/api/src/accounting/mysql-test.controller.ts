import { Body, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  CONNECTION_OUTCOME_TEXTS,
  type ConnectionTestAnswer,
  connectionTestAnswerSchema,
  mysqlSettingsSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { openApiSchema } from '../infrastructure/http/openapi';
import { ConnectionTests } from '../content/system-settings/connection-tests';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { hasCustomersTable, withAccountingDatabase } from './accounting-database';
import { mysqlFailure } from './mysql-outcome';

/** POST /api/admin/system-settings/mysql/test: connects with the given settings. */
@ApiTags('System-Einstellungen')
@ApiBearerAuth()
@AdminController('system-settings')
@RequirePermission('system')
export class MysqlTestController {
  constructor(private readonly tests: ConnectionTests) {}

  @Post('mysql/test')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'MySQL-Verbindung testen: Ergebnis reached, unreachable, login_refused oder tls_failed; prüft die Tabelle customers (leeres Passwort = gespeichertes Passwort, nur für gespeicherten Host, Port und Benutzer; 400 für Loopback-, Link-Local- und Metadaten-Adressen; 429 bei zu vielen Tests)',
  })
  @ApiBody({ schema: openApiSchema(mysqlSettingsSchema) })
  @ApiOkResponse({ schema: openApiSchema(connectionTestAnswerSchema, 'output') })
  async test(
    @Body(new ZodBodyPipe(mysqlSettingsSchema)) body: z.output<typeof mysqlSettingsSchema>,
    @CurrentStaff() actor: StaffPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ConnectionTestAnswer> {
    const result = await this.tests.run(
      'mysql',
      body,
      actor,
      response,
      ({ target, password, remainingMs }) =>
        withAccountingDatabase(
          { ...body, password },
          target.address,
          (connection) => hasCustomersTable(connection, remainingMs()),
          remainingMs(),
        ),
      mysqlFailure,
    );
    if (result.outcome !== 'reached')
      return {
        success: false,
        outcome: result.outcome,
        message: 'Verbindung fehlgeschlagen',
        error: CONNECTION_OUTCOME_TEXTS[result.outcome],
      };
    return result.value
      ? { success: true, outcome: 'reached', message: 'Verbindung erfolgreich!' }
      : {
          success: false,
          outcome: 'reached',
          message: 'Verbindung erfolgreich, aber die Tabelle customers fehlt',
          error: 'Tabelle customers fehlt (siehe docs/accounting.md)',
        };
  }
}
