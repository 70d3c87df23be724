import { Body, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type z } from 'zod';
import { smtpSettingsSchema } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { openApiSchema } from '../content/shared/openapi';
import { ConnectionTestThrottle } from '../content/system-settings/connection-test-throttle';
import { SystemSettingsStore } from '../content/system-settings/system-settings.store';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { smtpTransport } from './mail-transport';

/** POST /api/admin/system-settings/smtp/test (back-office §7): connects and logs in, sends nothing. */
@ApiTags('System-Einstellungen')
@ApiBearerAuth()
@AdminController('system-settings')
@RequirePermission('system')
export class SmtpTestController {
  constructor(
    private readonly settings: SystemSettingsStore,
    private readonly throttle: ConnectionTestThrottle,
  ) {}

  @Post('smtp/test')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'SMTP-Verbindung testen (leeres Passwort = gespeichertes Passwort, nur für gespeicherten Host, Port und Benutzer; 429 bei zu vielen Tests)',
  })
  @ApiBody({ schema: openApiSchema(smtpSettingsSchema) })
  async test(
    @Body(new ZodBodyPipe(smtpSettingsSchema)) body: z.output<typeof smtpSettingsSchema>,
    @CurrentStaff() actor: StaffPrincipal,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.throttle.consume(actor, response);
    const password = await this.settings.passwordForTest('smtp', body);
    const transport = smtpTransport({ ...body, password });
    try {
      await transport.verify();
      return { success: true, message: 'SMTP-Verbindung erfolgreich!' };
    } catch (error) {
      return {
        success: false,
        message: 'Verbindung fehlgeschlagen',
        error: error instanceof Error ? error.message : String(error),
      };
    } finally {
      transport.close();
    }
  }
}
