import { HttpException, HttpStatus, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** The facts of a picture's file: only an upload sets them, and the variants job. */
const FILE_FACTS = ['width', 'height', 'type', 'bytes', 'hash', 'variants'] as const;

export const MEDIA_CREATED_BY_UPLOAD = 'Bilder werden durch Hochladen angelegt.';

/**
 * The kind's own routes edit what staff say about a picture (name, alt text, focal point); its file comes only
 * through an upload. A create without a file is refused; an edit's file facts are left out, so the form may
 * send the item whole and no write can point an item at a file it does not have.
 */
@Injectable()
export class MediaItemWritesMiddleware implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    if (request.method === 'POST') throw new HttpException(MEDIA_CREATED_BY_UPLOAD, HttpStatus.METHOD_NOT_ALLOWED);
    const body: unknown = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      for (const key of FILE_FACTS) delete rest[key];
      request.body = rest;
    }
    next();
  }
}
