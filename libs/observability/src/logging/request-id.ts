import { randomUUID } from 'node:crypto';

/** The header a caller (the proxy, another service) may send and every answer carries back. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Printable, no spaces or quotes: the id lands in log lines and response headers as it came.
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's request id when it is a sane token, else undefined. */
export function callerRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED.test(value) ? value : undefined;
}

/** The caller's request id when it is a sane token, else a fresh UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return callerRequestId(header) ?? randomUUID();
}
