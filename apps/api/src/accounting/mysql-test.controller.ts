import { Body, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { mysqlSettingsSchema } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { openApiSchema } from '../content/shared/openapi';
import { ConnectionTestThrottle } from '../content/system-settings/connection-test-throttle';
import { SystemSettingsStore } from '../content/system-settings/system-settings.store';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { hasCustomersTable, withAccountingDatabase } from './accounting-database';
import { describe } from './accounting-sync.service';

/** POST /api/admin/system-settings/mysql/test (back-office §7): connects with the given settings. */
@ApiTags('System-Einstellungen')
@ApiBearerAuth()
@AdminController('system-settings')
@RequirePermission('system')
export class MysqlTestController {
  constructor(
    private readonly settings: SystemSettingsStore,
    private readonly throttle: ConnectionTestThrottle,
  ) {}

  @Post('mysql/test')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'MySQL-Verbindung testen (leeres Passwort = gespeichertes Passwort, nur für gespeicherten Host, Port und Benutzer; 429 bei zu vielen Tests); prüft die Tabelle customers',
  })
  @ApiBody({ schema: openApiSchema(mysqlSettingsSchema) })
  async test(
    @Body(new ZodBodyPipe(mysqlSettingsSchema)) body: z.output<typeof mysqlSettingsSchema>,
    @CurrentStaff() actor: StaffPrincipal,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.throttle.consume(actor, response);
    const password = await this.settings.passwordForTest('mysql', body);
    try {
      const tableFound = await withAccountingDatabase({ ...body, password }, hasCustomersTable);
      return tableFound
        ? { success: true, message: 'Verbindung erfolgreich!' }
        : {
            success: false,
            message: 'Verbindung erfolgreich, aber die Tabelle customers fehlt',
            error: 'Tabelle customers fehlt (siehe docs/accounting.md)',
          };
    } catch (error) {
      return { success: false, message: 'Verbindung fehlgeschlagen', error: describe(error) };
    }
  }
}
