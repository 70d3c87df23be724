import { BadRequestException, Controller, Get, Header, NotFoundException, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PREVIEW_QUERY_PARAMETER } from '@agency/contracts';
import { withDraftsOf } from '../content/publishing/draft-view';
import { PreviewLinks } from '../content/publishing/preview-links';
import { PublicContentReader } from './public-content.reader';

/**
 * GET /api/public/preview/content?vorschau=<token>&path=/api/faqs: what a public content endpoint answers
 * with a preview link's drafts applied. The standalone web service renders a preview link's page
 * from it (the one-machine api reads the same in-process); without a valid, unrevoked link: 404.
 */
@ApiTags('Website')
@Controller('api/public/preview/content')
export class PreviewContentController {
  constructor(
    private readonly links: PreviewLinks,
    private readonly reader: PublicContentReader,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store, private')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @ApiOperation({ summary: 'Öffentliche Inhalte mit den Entwürfen eines Vorschau-Links' })
  @ApiQuery({ name: PREVIEW_QUERY_PARAMETER, required: true })
  @ApiQuery({ name: 'path', required: true, description: 'z. B. /api/faqs' })
  async read(@Query(PREVIEW_QUERY_PARAMETER) token: unknown, @Query('path') path: unknown): Promise<unknown> {
    if (typeof path !== 'string' || path.length > 200 || !this.reader.paths.includes(path.split('?')[0] ?? '')) {
      throw new BadRequestException({
        message: 'Unbekannter Inhaltspfad',
        details: [{ field: 'path', message: 'Unbekannter Inhaltspfad' }],
      });
    }
    const open = typeof token === 'string' ? await this.links.open(token) : undefined;
    if (!open) throw new NotFoundException('Vorschau-Link ungültig, abgelaufen oder widerrufen');
    return withDraftsOf([open.content], () => this.reader.read(path));
  }
}
