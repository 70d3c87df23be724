import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type z } from 'zod';
import { smtpSettingsSchema } from '@agency/contracts';
import { AdminController, RequirePermission } from '../auth/staff.decorators';
import { openApiSchema } from '../content/shared/openapi';
import { SystemSettingsStore } from '../content/system-settings/system-settings.store';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { smtpTransport } from './mail-transport';

/** POST /api/admin/system-settings/smtp/test (back-office §7): connects and logs in, sends nothing. */
@ApiTags('System-Einstellungen')
@ApiBearerAuth()
@AdminController('system-settings')
@RequirePermission('system')
export class SmtpTestController {
  constructor(private readonly settings: SystemSettingsStore) {}

  @Post('smtp/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'SMTP-Verbindung testen (leeres Passwort = gespeichertes Passwort)' })
  @ApiBody({ schema: openApiSchema(smtpSettingsSchema) })
  async test(@Body(new ZodBodyPipe(smtpSettingsSchema)) body: z.output<typeof smtpSettingsSchema>) {
    const password = body.password || (await this.settings.withPassword('smtp')).password;
    const transport = smtpTransport({ ...body, password });
    try {
      await transport.verify();
      return { success: true, message: 'SMTP-Verbindung erfolgreich!' };
    } catch (error) {
      return { success: false, message: 'Verbindung fehlgeschlagen', error: error instanceof Error ? error.message : String(error) };
    } finally {
      transport.close();
    }
  }
}
