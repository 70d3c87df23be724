import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { WebRenderer } from './web-renderer';

/** Every GET that no API route took: a server-rendered page, or a JSON 404 under /api. */
@Controller()
export class WebController {
  constructor(private readonly renderer: WebRenderer) {}

  @Get('{*path}')
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (request.path === '/api' || request.path.startsWith('/api/')) {
      throw new NotFoundException(`Keine API-Route für GET ${request.path}`);
    }
    const origin = `${request.protocol}://${request.get('host') ?? 'localhost'}`;
    const { status, html } = await this.renderer.page(request.originalUrl, origin);
    response.status(status).type('html').setHeader('Cache-Control', 'no-cache').send(html);
  }
}
