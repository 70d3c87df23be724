import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type LoginRequest, loginRequestSchema, type LoginResponse } from '@agency/contracts';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { AuthService } from './auth.service';
import { TooManyLoginAttempts } from './login-throttle';

@Controller('api/admin/login')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post()
  @HttpCode(200)
  async login(
    @Body(new ZodBodyPipe(loginRequestSchema)) body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse> {
    try {
      return await this.auth.login(body.username, body.password, request.ip ?? 'unknown');
    } catch (error) {
      if (error instanceof TooManyLoginAttempts) response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
