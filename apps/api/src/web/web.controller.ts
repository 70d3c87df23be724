import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { NotFoundRecorder } from '../site-health/not-found.recorder';
import { PreviewPages } from './preview-pages';
import { WebRenderer } from './web-renderer';

/**
 * Every GET that no API route and no file took: a page from the cache (the route table's pages usually
 * arrive in front of Express, PageRoutes), the one shared 404 page for any other path, a JSON 404 under /api.
 */
@Controller()
export class WebController {
  constructor(
    private readonly renderer: WebRenderer,
    private readonly previews: PreviewPages,
    private readonly notFound: NotFoundRecorder,
  ) {}

  @Get('robots.txt')
  robots(@Res() response: Response): void {
    response.type('text/plain').setHeader('Cache-Control', 'public, max-age=300').send(this.renderer.robotsTxt());
  }

  @Get('sitemap.xml')
  sitemap(@Res() response: Response): void {
    response.type('application/xml').setHeader('Cache-Control', 'public, max-age=300').send(this.renderer.sitemapXml());
  }

  @Get('{*path}')
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (request.path === '/api' || request.path.startsWith('/api/')) {
      throw new NotFoundException(`Keine API-Route für GET ${request.path}`);
    }
    const key = this.renderer.pageKey(request.originalUrl);
    const preview = this.previews.tokenOf(request.originalUrl);
    if (preview !== undefined && this.renderer.available) {
      await this.previews.answer(request, response, key, preview);
      return;
    }
    if (key === this.renderer.notFoundPage) this.notFound.record(request);
    await this.renderer.send(request, response, key);
  }
}
