import {
  BadGatewayException,
  BadRequestException,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type Customer, customerSchema } from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { envelope, openApiSchema } from '../infrastructure/http/openapi';
import { OutboundTargetRefused } from '../content/system-settings/outbound-address';
import { AccountingSyncService, NOT_CONFIGURED } from './accounting-sync.service';
import { accountingFailureReason } from './mysql-outcome';

/** 502 with a fixed German reason; a refused address stays the 400 that names the host. */
function unavailable(error: unknown): Error {
  if (error instanceof OutboundTargetRefused) return error;
  return new BadGatewayException(accountingFailureReason(error));
}

/** Accounting hand-over and the accounting's customers. */
@ApiTags('Buchhaltung')
@ApiBearerAuth()
@AdminController('')
@RequirePermission('requests')
export class AccountingController {
  constructor(private readonly accounting: AccountingSyncService) {}

  @Post('sync-to-mysql/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Anfrage in die Buchhaltung übertragen (Kunde per E-Mail gefunden oder angelegt)' })
  async sync(@Param('id', new ParseUUIDPipe()) id: string, @CurrentStaff() actor: StaffPrincipal) {
    const outcome = await this.accounting.sync(id, actor);
    switch (outcome.status) {
      case 'request_gone':
        throw new NotFoundException('Anfrage nicht gefunden');
      case 'not_configured':
        throw new BadRequestException(NOT_CONFIGURED);
      case 'failed':
        // The outcome is recorded on the request (mysql_status); the client shows 'Fehler: {detail}', a fixed reason.
        return { success: false, message: 'Fehler beim Eintragen in die Buchhaltung', detail: outcome.error };
      case 'synced':
        return {
          success: true,
          message: outcome.already
            ? `Die Anfrage ist bereits in der Buchhaltung (Kunde ${outcome.customerId}).`
            : outcome.created
              ? `Kunde ${outcome.code} in der Buchhaltung angelegt.`
              : `Kunde ${outcome.code} war bereits vorhanden (gleiche E-Mail-Adresse) und wurde zugeordnet.`,
          detail: null,
          customer_id: outcome.customerId,
          created: outcome.created,
        };
    }
  }

  @Get('mysql/customer-count')
  @ApiOperation({ summary: 'Zahl der Kunden in der Buchhaltung (0 und configured false ohne MySQL)' })
  async customerCount() {
    try {
      const count = await this.accounting.customerCount();
      return { success: true, count: count ?? 0, configured: count !== undefined };
    } catch (error) {
      throw unavailable(error);
    }
  }

  @Get('customers')
  @ApiQuery({ name: 'search', required: false })
  @ApiOperation({ summary: 'Kunden der Buchhaltung (Suche in Name, Firma, E-Mail, Kundennummer)' })
  @ApiOkResponse({ schema: envelope('customers', { type: 'array', items: openApiSchema(customerSchema, 'output') }) })
  async customers(
    @Query('search') search?: string,
  ): Promise<{ success: true; customers: Customer[]; configured: boolean }> {
    try {
      const customers = await this.accounting.customers(typeof search === 'string' ? search.slice(0, 200) : undefined);
      return { success: true, customers: customers ?? [], configured: customers !== undefined };
    } catch (error) {
      throw unavailable(error);
    }
  }
}
