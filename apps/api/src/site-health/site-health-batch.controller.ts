import { Body, Controller, HttpCode, Inject, NotFoundException, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { IncomingMessage } from 'node:http';
import { type SiteHealthBatch, siteHealthBatchSchema } from '@agency/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { SiteRedirects } from '../web/site-redirects';
import { NotFoundRecorder } from './not-found.recorder';
import { RedirectHitCounter } from './redirect-hits.counter';

/**
 * POST /api/internal/site-health: the 404s and redirect answers that a process answering public pages apart
 * from the api (the web deployable, serve.ts) counted, added to the counts this api writes in batches. Only on
 * INTERNAL_PORT, the listener no proxy, ingress or visitor reaches; on the public port, or without an internal
 * port, it is a 404 like any unknown route. Still bounded as any input: the schema caps rows and hits, a path is
 * kept only as the 404 list keeps paths (NotFoundRecorder.add, with its daily caps), and only redirects this api
 * holds as published and active count.
 */
@ApiExcludeController()
@Controller('api/internal/site-health')
export class SiteHealthBatchController {
  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly notFound: NotFoundRecorder,
    private readonly redirectHits: RedirectHitCounter,
    private readonly redirects: SiteRedirects,
  ) {}

  @Post()
  @HttpCode(204)
  add(@Req() request: IncomingMessage, @Body() body: unknown): void {
    // The port first: on the public one even a malformed body gets the 404 of a route that does not exist.
    this.onlyInternal(request);
    const batch: SiteHealthBatch = new ZodBodyPipe(siteHealthBatchSchema).transform(body);
    for (const row of batch.not_found) this.notFound.add(row.path, row.referrer, row.hits);
    for (const row of batch.redirects) {
      const redirect = this.redirects.byKey(row.match, row.from);
      if (redirect) this.redirectHits.count(redirect, row.hits);
    }
  }

  private onlyInternal(request: IncomingMessage): void {
    const internal = this.config.INTERNAL_PORT;
    if (internal === undefined || request.socket.localPort !== internal)
      throw new NotFoundException(`Keine API-Route für POST ${(request.url ?? '/').split('?')[0]}`);
  }
}
