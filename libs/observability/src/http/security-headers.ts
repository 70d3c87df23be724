import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  API_SECURITY_HEADERS,
  documentSecurityHeaders,
  STRICT_TRANSPORT_SECURITY,
  type SecurityHeaders,
} from '@agency/contracts';
import { isInternalPath } from './internal-routes';

function apply(response: ServerResponse, headers: SecurityHeaders, secure: boolean): void {
  for (const [name, value] of headers) response.setHeader(name, value);
  if (secure) response.setHeader(...STRICT_TRANSPORT_SECURITY);
}

/** The pages' policy without and with the third-party analytics host, and which one applies right now. */
export interface PagePolicies {
  plain: string;
  withThirdPartyAnalytics: string;
  /** Read per answer, so it must be cheap: staff switch the third-party script on and off at run time. */
  thirdPartyAnalytics(): boolean;
}

/**
 * For the Express app (the api), before anything answers: the headers of libs/contracts on every answer,
 * pages and static files with the pages' policy, /api/* with the API's, HSTS when req.secure (which
 * respects trust proxy). The docs UI (internal, never on the public port in production) gets no CSP: it
 * runs inline code of its own. Both page header lists are built once; an answer only picks one.
 */
export function expressSecurityHeaders(pagePolicy: string | PagePolicies) {
  const policies =
    typeof pagePolicy === 'string'
      ? { plain: pagePolicy, withThirdPartyAnalytics: pagePolicy, thirdPartyAnalytics: () => false }
      : pagePolicy;
  const { plain: pages, withThirdPartyAnalytics: pagesWithAnalytics } = documentSecurityHeaders(policies).staff;
  const api = API_SECURITY_HEADERS;
  const internal = pages.filter(([name]) => name !== 'Content-Security-Policy');
  return (
    request: IncomingMessage & { path?: string; secure?: boolean },
    response: ServerResponse,
    next: () => void,
  ): void => {
    const path = request.path ?? request.url ?? '/';
    const headers = isInternalPath(path)
      ? internal
      : path === '/api' || path.startsWith('/api/')
        ? api
        : policies.thirdPartyAnalytics()
          ? pagesWithAnalytics
          : pages;
    apply(response, headers, request.secure === true);
    next();
  };
}

interface HeaderRequest {
  protocol: string;
}
interface HeaderReply {
  raw: ServerResponse;
}
export interface FastifyHeaderTarget {
  addHook(name: 'onRequest', hook: (request: HeaderRequest, reply: HeaderReply, done: () => void) => void): unknown;
}

/** For the Fastify app (ingest, JSON only): the API's headers, copied from one list per request. */
export function installFastifySecurityHeaders(fastify: FastifyHeaderTarget): void {
  const headers = API_SECURITY_HEADERS;
  fastify.addHook('onRequest', (request, reply, done) => {
    apply(reply.raw, headers, request.protocol === 'https');
    done();
  });
}
