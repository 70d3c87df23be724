import { Body, Delete, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import {
  type CreateUserRequest,
  createUserRequestSchema,
  type UpdateUserRequest,
  updateUserRequestSchema,
  type User,
} from '@agency/contracts';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
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

  @Put(':id')
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodBodyPipe(updateUserRequestSchema)) body: UpdateUserRequest,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true; user: User }> {
    return { success: true, user: await this.users.update(id, body, actor) };
  }

  @Delete(':id')
  async remove(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() actor: StaffPrincipal,
  ): Promise<{ success: true }> {
    await this.users.delete(id, actor);
    return { success: true };
  }
}
