import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { StatisticsQueries } from '@agency/analytics';
import { SHARED_DASHBOARD_PATH, securityHeaders } from '@agency/contracts';
import { requestClient } from '../../infrastructure/http/request-client';
import {
  dashboardPage,
  dashboardPasswordPage,
  goneDashboardPage,
  SHARED_DASHBOARD_CSP,
  tooManyDashboardCallsPage,
} from './shared-dashboard.page';
import { type OpenDashboard, SharedDashboards, TooManyDashboardCalls } from './shared-dashboards.service';

const ACCESS_AUDIENCE = 'shared-dashboard';
/** How long a password, once given, opens its dashboard in that browser. */
const ACCESS_HOURS = 12;
const accessCookie = (id: string) => `shared_dashboard_${id.replace(/-/g, '')}`;

/**
 * A shared dashboard as its link's visitor sees it, `/geteilt/<token>`: server-rendered, no login, `noindex`,
 * never cached, limited per address. A protected one asks for its password first (a form posting here); the
 * right one sets a cookie for this link's path alone, signed for this dashboard, valid for 12 hours.
 */
@ApiExcludeController()
@Controller(SHARED_DASHBOARD_PATH.slice(1))
export class SharedDashboardPagesController {
  constructor(
    private readonly dashboards: SharedDashboards,
    private readonly queries: StatisticsQueries,
    private readonly jwt: JwtService,
  ) {}

  @Get(':token')
  async show(@Param('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.answer(request, response, async () => {
      const open = await this.dashboards.open(token);
      if (!open) return [404, goneDashboardPage()];
      if (open.passwordHash && !(await this.hasAccess(request, open)))
        return [200, dashboardPasswordPage(open.record, false)];
      return [200, await this.render(open)];
    });
  }

  @Post(':token')
  async unlock(@Param('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.answer(request, response, async () => {
      const open = await this.dashboards.open(token);
      if (!open) return [404, goneDashboardPage()];
      if (!open.passwordHash) return [303, `${SHARED_DASHBOARD_PATH}/${token}`];
      const body = request.body as { password?: unknown } | undefined;
      const password = typeof body?.password === 'string' ? body.password : '';
      if (!(await this.dashboards.checkPassword(open, password, requestClient(request)))) {
        return [401, dashboardPasswordPage(open.record, true)];
      }
      const access = await this.jwt.signAsync(
        { sub: open.record.id },
        { audience: ACCESS_AUDIENCE, expiresIn: `${ACCESS_HOURS}h` },
      );
      response.cookie(accessCookie(open.record.id), access, {
        httpOnly: true,
        secure: request.secure,
        sameSite: 'lax',
        path: `${SHARED_DASHBOARD_PATH}/${token}`,
        maxAge: ACCESS_HOURS * 3_600_000,
      });
      return [303, `${SHARED_DASHBOARD_PATH}/${token}`];
    });
  }

  /** Sends a page (or a redirect for 303) with the pages' headers; limits the address first. */
  private async answer(request: Request, response: Response, produce: () => Promise<[number, string]>): Promise<void> {
    for (const [name, value] of securityHeaders(SHARED_DASHBOARD_CSP)) response.setHeader(name, value);
    response.setHeader('Cache-Control', 'no-store, private');
    response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    response.setHeader('Referrer-Policy', 'no-referrer');
    try {
      await this.dashboards.admit(requestClient(request));
      const [status, body] = await produce();
      if (status === 303) response.redirect(303, body);
      else response.status(status).type('html').send(body);
    } catch (error) {
      if (!(error instanceof TooManyDashboardCalls)) throw error;
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
      response.status(429).type('html').send(tooManyDashboardCallsPage(error.retryAfterSeconds));
    }
  }

  private async hasAccess(request: Request, open: OpenDashboard): Promise<boolean> {
    const cookie = request.headers.cookie
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${accessCookie(open.record.id)}=`));
    if (!cookie) return false;
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: string }>(cookie.slice(cookie.indexOf('=') + 1), {
        audience: ACCESS_AUDIENCE,
      });
      return payload.sub === open.record.id;
    } catch {
      return false;
    }
  }

  private async render(open: OpenDashboard): Promise<string> {
    const data = await this.queries.view(new Date(), { period: open.record.period });
    return dashboardPage(open.record, { data_source: 'clickhouse', ...data });
  }
}
