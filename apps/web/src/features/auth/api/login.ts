import { loginResponseSchema, type LoginRequest } from '@agency/contracts';
import { ADMIN_REQUEST_HEADERS } from '../../../lib/api-client';
import type { AdminSession } from '../session-storage';

// Only permissions are needed to work; a missing role falls back to editor. The answer's token is not
// kept: the browser holds the session in the HttpOnly cookie the same answer sets.
const loginAnswerSchema = loginResponseSchema.partial({ token: true, role: true, username: true, expires_at: true });

export class LoginFailedError extends Error {}

/** POST /api/admin/login. Any non-OK answer or unreadable body is a failed login. */
export async function login(credentials: LoginRequest, fetchImpl: typeof fetch = fetch): Promise<AdminSession> {
  const response = await fetchImpl('/api/admin/login', {
    method: 'POST',
    headers: { ...ADMIN_REQUEST_HEADERS, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(credentials),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new LoginFailedError(`HTTP ${response.status}`);
  const answer = loginAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new LoginFailedError('Unerwartete Antwort');
  const { permissions, role = 'editor', username } = answer.data;
  return { permissions, role, ...(username ? { username } : {}) };
}

/** POST /api/admin/logout: the server revokes the session's token and clears its cookie. Never throws. */
export async function logout(fetchImpl: typeof fetch = fetch): Promise<void> {
  await fetchImpl('/api/admin/logout', {
    method: 'POST',
    headers: ADMIN_REQUEST_HEADERS,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
