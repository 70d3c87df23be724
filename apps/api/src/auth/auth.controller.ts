import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type LoginRequest,
  loginCodeRequestSchema,
  loginRequestSchema,
  type LoginResponse,
  type SecondFactorChallenge,
} from '@agency/contracts';
import { requestClient } from '../infrastructure/http/request-client';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { AuthService } from './auth.service';
import { TooManyLoginAttempts } from './login-throttle';
import { clearSessionCookie, setSessionCookie, staffTokenOf } from './staff-session';

@Controller('api/admin')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /**
   * The answer keeps the spec'd shape (token included, for API clients); browsers use the HttpOnly cookie.
   * An account with two-factor login gets `{ two_factor_required, challenge }` and no session yet.
   */
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodBodyPipe(loginRequestSchema)) body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse | SecondFactorChallenge> {
    return this.answer(request, response, () => this.auth.login(body.username, body.password, requestClient(request)));
  }

  /** The second step: `{ challenge, code }` (an app code or a recovery code) → the session, as login answers it. */
  @Post('login/code')
  @HttpCode(200)
  async loginWithCode(
    @Body(new ZodBodyPipe(loginCodeRequestSchema)) body: { challenge: string; code: string },
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse | SecondFactorChallenge> {
    return this.answer(request, response, () =>
      this.auth.loginWithCode(body.challenge, body.code, requestClient(request)),
    );
  }

  private async answer(
    request: Request,
    response: Response,
    attempt: () => Promise<LoginResponse | SecondFactorChallenge>,
  ): Promise<LoginResponse | SecondFactorChallenge> {
    try {
      const answer = await attempt();
      if ('token' in answer) setSessionCookie(request, response, answer.token, new Date(answer.expires_at));
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
