import { Body, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type ApiKeyList,
  type CreateApiKeyRequest,
  createApiKeyRequestSchema,
  type CreatedApiKey,
} from '@agency/contracts';
import { requestClient } from '../../infrastructure/http/request-client';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import { AdminController, AnyStaff, CurrentStaff } from '../staff.decorators';
import type { StaffPrincipal } from '../staff-principal';
import { ApiKeys } from './api-keys.service';

/**
 * 'API-Schlüssel' in 'Mein Konto': each staff member lists, makes and revokes their own keys. Making one needs
 * the statistics permission (what a key reads) and the owner's confirmation; the key is in this answer only.
 */
@AdminController('account/api-keys')
@AnyStaff()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeys) {}

  @Get()
  async list(@CurrentStaff() staff: StaffPrincipal): Promise<ApiKeyList> {
    return { keys: await this.keys.list(staff) };
  }

  @Post()
  create(
    @Body(new ZodBodyPipe(createApiKeyRequestSchema)) body: CreateApiKeyRequest,
    @CurrentStaff() staff: StaffPrincipal,
    @Req() request: Request,
  ): Promise<CreatedApiKey> {
    return this.keys.create(staff, body, requestClient(request));
  }

  @Delete(':id')
  @HttpCode(200)
  async revoke(@Param('id') id: string, @CurrentStaff() staff: StaffPrincipal): Promise<{ success: true }> {
    await this.keys.revoke(staff, id);
    return { success: true };
  }
}
