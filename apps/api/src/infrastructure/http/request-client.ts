import { clientKey } from '@agency/pipeline';
import type { Request } from 'express';

/**
 * Whom a per-client limit (login, offer requests, confirmation mails) counts a request against: its
 * address under the TRUST_PROXY rule (`req.ip`), an IPv6 address by its /64, as the tracking intake does.
 */
export function requestClient(request: Pick<Request, 'ip'>): string {
  return clientKey(request.ip ?? '');
}
