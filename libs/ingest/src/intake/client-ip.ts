import type { IncomingHttpHeaders } from 'node:http';

/** The parts of an Express or Fastify request the intake reads. */
export interface TrackRequest {
  headers: IncomingHttpHeaders;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The visitor's address, used only to derive the visitor id. X-Forwarded-For is anyone's to forge, so it
 * counts only when the operator says a proxy in front sets it.
 */
export function clientIp(request: TrackRequest, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.ip ?? request.socket?.remoteAddress ?? '';
}
