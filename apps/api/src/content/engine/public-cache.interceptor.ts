import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * Public content answers with a strong ETag of its body and asks browsers and proxies to revalidate, so
 * a repeat load is a 304 without a body and a staff edit shows at the next load. Express compares the
 * ETag with If-None-Match when the body is sent.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    return next.handle().pipe(
      map((body: unknown) => {
        const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
        response.setHeader('ETag', etag);
        response.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        response.setHeader('Vary', 'Accept-Encoding');
        if (request.headers['if-none-match']?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)) {
          response.status(304);
        }
        return body;
      }),
    );
  }
}
