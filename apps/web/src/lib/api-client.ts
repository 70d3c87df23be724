import './zod-without-eval';
import { apiErrorSchema, TWO_FACTOR_MESSAGES } from '@agency/contracts';
import type { z } from 'zod';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Sent with every back-office call. The api asks it of every state-changing request that authenticates by
 * the session cookie: a cross-site form cannot send it (CSRF), and a script of another origin could only
 * after a CORS preflight the api never grants.
 */
export const ADMIN_REQUEST_HEADERS = { 'X-Requested-With': 'agency-admin' } as const;

export interface ApiClientOptions {
  /** Called once for any 401 answer, before the request fails. */
  onUnauthorized: () => void;
  /** Called for a 403 saying that staff must set up two-factor login first (the session then shows only that). */
  onTwoFactorSetupRequired?: () => void;
  fetchImpl?: typeof fetch;
}

export interface ApiClient {
  request<S extends z.ZodType>(path: string, schema: S, init?: RequestInit): Promise<z.infer<S>>;
}

/**
 * Fetch wrapper for the back-office: the session travels in the HttpOnly cookie (the page never sees the
 * token), every call carries the CSRF header, and one place reacts to 401.
 */
export function createApiClient({ onUnauthorized, onTwoFactorSetupRequired, fetchImpl }: ApiClientOptions): ApiClient {
  return {
    async request(path, schema, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('Accept', 'application/json');
      if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      for (const [name, value] of Object.entries(ADMIN_REQUEST_HEADERS)) headers.set(name, value);

      const response = await (fetchImpl ?? fetch)(path, { credentials: 'same-origin', ...init, headers });
      if (response.status === 401) {
        onUnauthorized();
        throw new ApiRequestError(401, 'Nicht angemeldet');
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const error = apiErrorSchema.safeParse(body);
        if (response.status === 403 && error.success && error.data.message === TWO_FACTOR_MESSAGES.setupRequired) {
          onTwoFactorSetupRequired?.();
        }
        throw new ApiRequestError(response.status, error.success ? error.data.message : `HTTP ${response.status}`);
      }
      return schema.parse(body);
    },
  };
}
