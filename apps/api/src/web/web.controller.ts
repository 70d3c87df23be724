import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { API_CONFIG, type ApiConfig, publicOrigin } from '../config/api-config';
import { WebRenderer } from './web-renderer';

/** Every GET that no API route took: a server-rendered page, or a JSON 404 under /api. */
@Controller()
export class WebController {
  private readonly origin: string;

  constructor(
    private readonly renderer: WebRenderer,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.origin = publicOrigin(config);
  }

  @Get('robots.txt')
  robots(@Res() response: Response): void {
    response.type('text/plain').setHeader('Cache-Control', 'public, max-age=300').send(this.renderer.robotsTxt(this.origin));
  }

  @Get('sitemap.xml')
  sitemap(@Res() response: Response): void {
    response.type('application/xml').setHeader('Cache-Control', 'public, max-age=300').send(this.renderer.sitemapXml(this.origin));
  }

  @Get('{*path}')
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (request.path === '/api' || request.path.startsWith('/api/')) {
      throw new NotFoundException(`Keine API-Route für GET ${request.path}`);
    }
    const { status, html } = await this.renderer.page(request.originalUrl, this.origin);
    response.status(status).type('html').setHeader('Cache-Control', 'no-cache').send(html);
  }
}
