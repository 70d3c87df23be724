import { loginResponseSchema, secondFactorChallengeSchema, type LoginRequest } from '@agency/contracts';
import { z } from 'zod';
import { ADMIN_REQUEST_HEADERS, ApiRequestError } from '../../../lib/api-client';
import type { AdminSession } from '../session-storage';

// Only permissions are needed to work; a missing role falls back to editor. The answer's token is not
// kept: the browser holds the session in the HttpOnly cookie the same answer sets.
const loginAnswerSchema = loginResponseSchema.partial({ token: true, role: true, username: true, expires_at: true });

export class LoginFailedError extends Error {}

/** The password was right; the account's second step (a code) is next, with this challenge. */
export type SecondStep = { challenge: string };

async function post(path: string, body: unknown, fetchImpl: typeof fetch): Promise<AdminSession | SecondStep> {
  const response = await fetchImpl(path, {
    method: 'POST',
    headers: { ...ADMIN_REQUEST_HEADERS, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = z.object({ message: z.string() }).safeParse(json);
    throw new ApiRequestError(response.status, message.success ? message.data.message : `HTTP ${response.status}`);
  }
  const challenge = secondFactorChallengeSchema.safeParse(json);
  if (challenge.success) return { challenge: challenge.data.challenge };
  const answer = loginAnswerSchema.safeParse(json);
  if (!answer.success) throw new LoginFailedError('Unerwartete Antwort');
  const { permissions, role = 'editor', username, two_factor_setup_required } = answer.data;
  return {
    permissions,
    role,
    ...(username ? { username } : {}),
    ...(two_factor_setup_required ? { twoFactorSetupRequired: true } : {}),
  };
}

/** POST /api/admin/login. Any non-OK answer or unreadable body is a failed login. */
export function login(credentials: LoginRequest, fetchImpl: typeof fetch = fetch): Promise<AdminSession | SecondStep> {
  return post('/api/admin/login', credentials, fetchImpl);
}

/** POST /api/admin/login/code: the app's code or a recovery code completes the login. */
export async function loginWithCode(
  challenge: string,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<AdminSession> {
  const answer = await post('/api/admin/login/code', { challenge, code }, fetchImpl);
  if ('challenge' in answer) throw new LoginFailedError('Unerwartete Antwort');
  return answer;
}

/** POST /api/admin/logout: the server revokes the session's token and clears its cookie. Never throws. */
export async function logout(fetchImpl: typeof fetch = fetch): Promise<void> {
  await fetchImpl('/api/admin/logout', {
    method: 'POST',
    headers: ADMIN_REQUEST_HEADERS,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
