import { Body, Get, Headers, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  mysqlSettingsSchema,
  type RestoreVersionRequest,
  restoreVersionRequestSchema,
  smtpSettingsSchema,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../../auth/staff.decorators';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import { expectedVersionFrom, NonEmptyBodyPipe } from '../engine/content-input';
import { setVersionHeader } from '../engine/document-routes';
import { envelope, historySchema, IF_MATCH_HEADER, openApiSchema } from '../../infrastructure/http/openapi';
import { OutboundTargets } from './outbound-targets';
import {
  SYSTEM_SETTINGS_PERMISSION,
  type SettingsCheck,
  type SystemSettingsKind,
  SystemSettingsStore,
} from './system-settings.store';

const KIND_PARAM = { name: 'kind', enum: ['mysql', 'smtp'] };

/**
 * MySQL (accounting) and SMTP (mail) configuration; the connection tests are in mail/ and accounting/.
 * Settings that would be used (a user name filled) may not point at a refused address (OutboundTargets).
 */
@ApiTags('System-Einstellungen')
@ApiBearerAuth()
@AdminController('system-settings')
@RequirePermission(SYSTEM_SETTINGS_PERMISSION)
export class SystemSettingsAdminController {
  constructor(
    private readonly settings: SystemSettingsStore,
    private readonly targets: OutboundTargets,
  ) {}

  private allowedTarget(kind: SystemSettingsKind): SettingsCheck {
    return (settings) => this.targets.assertAllowed(kind, settings);
  }

  @Get(':kind')
  @ApiParam(KIND_PARAM)
  @ApiOperation({
    summary: 'MySQL- oder SMTP-Konfiguration (Passwort immer leer, password_set zeigt, ob eines gesetzt ist)',
  })
  async get(@Param('kind') kind: string, @Res({ passthrough: true }) response: Response) {
    const { settings, version } = await this.settings.read(this.settings.of(kind));
    setVersionHeader(response, version || undefined);
    return { success: true, ...settings, config: settings, version };
  }

  @Put(':kind')
  @ApiParam(KIND_PARAM)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiOperation({ summary: 'MySQL- oder SMTP-Konfiguration speichern; leeres Passwort = unverändert' })
  @ApiBody({ schema: { oneOf: [openApiSchema(mysqlSettingsSchema), openApiSchema(smtpSettingsSchema)] } })
  async save(
    @Param('kind') kind: string,
    @Body(new NonEmptyBodyPipe('Keine Daten zum Speichern')) body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const settingsKind = this.settings.of(kind);
    const { settings, version } = await this.settings.save(
      settingsKind,
      body,
      actor,
      expectedVersionFrom(ifMatch),
      this.allowedTarget(settingsKind),
    );
    return { success: true, config: settings, version };
  }

  @Get(':kind/history')
  @ApiParam(KIND_PARAM)
  @ApiOperation({ summary: 'System-Einstellungen: Versionen (ohne Passwörter)' })
  @ApiOkResponse({ schema: envelope('history', historySchema) })
  async history(@Param('kind') kind: string) {
    return { success: true, history: await this.settings.documentsOf(this.settings.of(kind)).history() };
  }

  @Post(':kind/restore')
  @HttpCode(200)
  @ApiParam(KIND_PARAM)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiOperation({ summary: 'System-Einstellungen: frühere Version wiederherstellen (das Passwort bleibt)' })
  @ApiBody({ schema: openApiSchema(restoreVersionRequestSchema) })
  async restore(
    @Param('kind') kind: string,
    @Body(new ZodBodyPipe(restoreVersionRequestSchema)) body: RestoreVersionRequest,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentStaff() actor: StaffPrincipal,
  ) {
    const settingsKind = this.settings.of(kind);
    const { settings, version } = await this.settings.revert(
      settingsKind,
      body.version,
      actor,
      expectedVersionFrom(ifMatch),
      this.allowedTarget(settingsKind),
    );
    return { success: true, config: settings, version };
  }
}
