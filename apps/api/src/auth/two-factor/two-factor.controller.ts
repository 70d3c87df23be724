import { Body, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  type ConfirmPasswordRequest,
  confirmPasswordRequestSchema,
  enableTwoFactorRequestSchema,
  type RecoveryCodes,
  type TwoFactorPolicy as TwoFactorPolicyBody,
  twoFactorPolicySchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@agency/contracts';
import { requestClient } from '../../infrastructure/http/request-client';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import {
  AdminController,
  AdminsOnly,
  AllowedBeforeTwoFactorSetup,
  AnyStaff,
  CurrentStaff,
  RequirePermission,
} from '../staff.decorators';
import type { StaffPrincipal } from '../staff-principal';
import { TwoFactorPolicy } from './two-factor-policy';
import { TwoFactorService } from './two-factor.service';

/** 'Zwei-Faktor-Anmeldung' in the signed-in staff member's own account. */
@AdminController('account/two-factor')
@AnyStaff()
@AllowedBeforeTwoFactorSetup()
export class OwnTwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  status(@CurrentStaff() staff: StaffPrincipal): Promise<TwoFactorStatus> {
    return this.twoFactor.status(staff.id);
  }

  @Post('setup')
  @HttpCode(200)
  setup(@CurrentStaff() staff: StaffPrincipal): Promise<TwoFactorSetup> {
    return this.twoFactor.startSetup(staff);
  }

  @Post('enable')
  @HttpCode(200)
  enable(
    @Body(new ZodBodyPipe(enableTwoFactorRequestSchema)) body: { code: string },
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<RecoveryCodes> {
    return this.twoFactor.enable(staff, body.code);
  }

  @Post('disable')
  @HttpCode(200)
  async disable(
    @Body(new ZodBodyPipe(confirmPasswordRequestSchema)) body: ConfirmPasswordRequest,
    @CurrentStaff() staff: StaffPrincipal,
    @Req() request: Request,
  ): Promise<{ success: true }> {
    await this.twoFactor.disable(staff, body.password, requestClient(request));
    return { success: true };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  renewRecoveryCodes(
    @Body(new ZodBodyPipe(confirmPasswordRequestSchema)) body: ConfirmPasswordRequest,
    @CurrentStaff() staff: StaffPrincipal,
    @Req() request: Request,
  ): Promise<RecoveryCodes> {
    return this.twoFactor.renewRecoveryCodes(staff, body.password, requestClient(request));
  }
}

/** Admins require two-factor login for all staff. */
@AdminController('security/two-factor-policy')
@AdminsOnly()
export class TwoFactorPolicyController {
  constructor(
    private readonly policy: TwoFactorPolicy,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Get()
  async get(): Promise<TwoFactorPolicyBody> {
    return { required: await this.policy.required() };
  }

  @Put()
  async set(
    @Body(new ZodBodyPipe(twoFactorPolicySchema)) body: TwoFactorPolicyBody,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<TwoFactorPolicyBody> {
    return { required: await this.twoFactor.setRequirement(staff, body.required) };
  }
}

/** A colleague with `users` removes a user's two-factor login (a lost phone); the privilege rules apply. */
@AdminController('users')
@RequirePermission('users')
export class TwoFactorResetController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post(':id/two-factor/reset')
  @HttpCode(200)
  async reset(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<{ success: true }> {
    await this.twoFactor.reset(id, staff);
    return { success: true };
  }
}
