import { Body, Delete, Get, Param, ParseUUIDPipe, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type CreateUserRequest,
  createUserRequestSchema,
  type StaffOpenWork,
  type UpdateUserRequest,
  updateUserRequestSchema,
  type User,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { requestClient } from '../infrastructure/http/request-client';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { UsersService } from './users.service';

@AdminController('users')
@RequirePermission('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async list(): Promise<{ success: true; users: User[] }> {
    return { success: true, users: await this.users.list() };
  }

  @Post()
  async create(
    @Body(new ZodBodyPipe(createUserRequestSchema)) body: Required<CreateUserRequest>,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true; user: User }> {
    return { success: true, user: await this.users.create(body, actor) };
  }

  /** What ends with a deactivation or deletion of the account: the users screen asks before either. */
  @Get(':id/open-work')
  async openWork(@Param('id', new ParseUUIDPipe()) id: string): Promise<{ success: true; openWork: StaffOpenWork }> {
    return { success: true, openWork: await this.users.openWork(id) };
  }

  /** `ended`: the account's plans and preview links that ended with the change. */
  @Put(':id')
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodBodyPipe(updateUserRequestSchema)) body: UpdateUserRequest,
    @CurrentStaff() actor: StaffPrincipal,
    @Req() request: Request,
  ): Promise<{ success: true; user: User; ended: StaffOpenWork }> {
    return { success: true, ...(await this.users.update(id, body, actor, requestClient(request))) };
  }

  /** `ended`: the account's plans and preview links that ended with it. */
  @Delete(':id')
  async remove(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true; ended: StaffOpenWork }> {
    return { success: true, ...(await this.users.delete(id, actor)) };
  }
}
