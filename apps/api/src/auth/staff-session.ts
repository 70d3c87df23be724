import type { Request, Response } from 'express';

/**
 * The browser's staff session: the token in an HttpOnly cookie that page scripts cannot read, sent only
 * to the admin api (Path), never with a cross-site request (SameSite=Strict), and only over https when
 * the request came over https (Secure). API clients keep sending `Authorization: Bearer`.
 */
export const SESSION_COOKIE = 'agency_admin_session';
export const SESSION_COOKIE_PATH = '/api/admin';

/**
 * Cookie-borne state-changing requests must carry this header: a cross-site form cannot set it, and a
 * cross-origin script could only with a CORS preflight the api never grants (defence beside SameSite).
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'agency-admin';
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_REFUSED_MESSAGE =
  'Diese Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.';

export type StaffTokenSource = { token: string; from: 'bearer' | 'cookie' } | null;

/** The staff token of a request: the Authorization header first, else the session cookie. */
export function staffTokenOf(request: Pick<Request, 'headers'>): StaffTokenSource {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return token ? { token, from: 'bearer' } : null;
  }
  const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

const cookieOptions = (request: Request) =>
  ({ httpOnly: true, secure: request.secure, sameSite: 'strict', path: SESSION_COOKIE_PATH }) as const;

export function setSessionCookie(request: Request, response: Response, token: string, expiresAt: Date): void {
  response.cookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
