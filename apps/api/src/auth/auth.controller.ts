import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type LoginRequest, loginRequestSchema, type LoginResponse } from '@agency/contracts';
import { requestClient } from '../infrastructure/http/request-client';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { AuthService } from './auth.service';
import { TooManyLoginAttempts } from './login-throttle';
import { clearSessionCookie, setSessionCookie, staffTokenOf } from './staff-session';

@Controller('api/admin')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** The answer keeps the spec'd shape (token included, for API clients); browsers use the HttpOnly cookie. */
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodBodyPipe(loginRequestSchema)) body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse> {
    try {
      const answer = await this.auth.login(body.username, body.password, requestClient(request));
      setSessionCookie(request, response, answer.token, new Date(answer.expires_at));
      return answer;
    } catch (error) {
      if (error instanceof TooManyLoginAttempts) response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  /** Revokes the request's token (bearer or cookie) on the server and clears the cookie; always 200. */
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ success: true }> {
    const source = staffTokenOf(request);
    if (source) await this.auth.logout(source.token);
    clearSessionCookie(request, response);
    return { success: true };
  }
}
