import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentVersion } from './content-version';

/**
 * GET /api/public/content-version: the version of everything the public pages show (ContentVersion). The
 * standalone web service asks it every few hundred milliseconds and renders its pages again only when it
 * moved; an in-memory answer, no database read. Opaque: it only ever changes, and tells nothing else.
 */
@ApiTags('Website')
@Controller('api/public/content-version')
export class ContentVersionController {
  constructor(private readonly version: ContentVersion) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Version der öffentlichen Inhalte (ändert sich mit jeder Änderung, die eine Seite zeigt)' })
  @ApiOkResponse({ schema: { type: 'object', properties: { version: { type: 'string' } }, required: ['version'] } })
  get(): { version: string } {
    return { version: this.version.opaque };
  }
}
