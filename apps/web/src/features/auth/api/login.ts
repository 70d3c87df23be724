import { loginResponseSchema, type LoginRequest } from '@agency/contracts';
import type { AdminSession } from '../session-storage';

// Only token and permissions are needed to work; a missing role falls back to editor.
const loginAnswerSchema = loginResponseSchema.partial({ role: true, username: true, expires_at: true });

export class LoginFailedError extends Error {}

/** POST /api/admin/login. Any non-OK answer or unreadable body is a failed login. */
export async function login(credentials: LoginRequest, fetchImpl: typeof fetch = fetch): Promise<AdminSession> {
  const response = await fetchImpl('/api/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new LoginFailedError(`HTTP ${response.status}`);
  const answer = loginAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new LoginFailedError('Unerwartete Antwort');
  return { token: answer.data.token, permissions: answer.data.permissions, role: answer.data.role ?? 'editor' };
}
