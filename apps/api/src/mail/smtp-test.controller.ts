import { Body, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type z } from 'zod';
import {
  CONNECTION_OUTCOME_TEXTS,
  type ConnectionTestAnswer,
  connectionTestAnswerSchema,
  smtpSettingsSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { openApiSchema } from '../infrastructure/http/openapi';
import { ConnectionTests } from '../content/system-settings/connection-tests';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { smtpTransport } from './mail-transport';
import { smtpFailure } from './smtp-outcome';

/** POST /api/admin/system-settings/smtp/test: connects and logs in, sends nothing. */
@ApiTags('System-Einstellungen')
@ApiBearerAuth()
@AdminController('system-settings')
@RequirePermission('system')
export class SmtpTestController {
  constructor(private readonly tests: ConnectionTests) {}

  @Post('smtp/test')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'SMTP-Verbindung testen: Ergebnis reached, unreachable, login_refused oder tls_failed (leeres Passwort = gespeichertes Passwort, nur für gespeicherten Host, Port und Benutzer; 400 für Loopback-, Link-Local- und Metadaten-Adressen; 429 bei zu vielen Tests)',
  })
  @ApiBody({ schema: openApiSchema(smtpSettingsSchema) })
  @ApiOkResponse({ schema: openApiSchema(connectionTestAnswerSchema, 'output') })
  async test(
    @Body(new ZodBodyPipe(smtpSettingsSchema)) body: z.output<typeof smtpSettingsSchema>,
    @CurrentStaff() actor: StaffPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ConnectionTestAnswer> {
    const result = await this.tests.run(
      'smtp',
      body,
      actor,
      response,
      async ({ target, password, remainingMs }) => {
        const timeout = remainingMs();
        const transport = smtpTransport({ ...body, password }, target, {
          connectionMs: timeout,
          greetingMs: timeout,
          socketMs: timeout,
        });
        try {
          await transport.verify();
        } finally {
          transport.close();
        }
      },
      smtpFailure,
    );
    return result.outcome === 'reached'
      ? { success: true, outcome: 'reached', message: 'SMTP-Verbindung erfolgreich!' }
      : {
          success: false,
          outcome: result.outcome,
          message: 'Verbindung fehlgeschlagen',
          error: CONNECTION_OUTCOME_TEXTS[result.outcome],
        };
  }
}
