import './zod-without-eval';
import { apiErrorSchema } from '@agency/contracts';
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

export interface ApiClientOptions {
  getToken: () => string | null;
  /** Called once for any 401 answer, before the request fails. */
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
}

export interface ApiClient {
  request<S extends z.ZodType>(path: string, schema: S, init?: RequestInit): Promise<z.infer<S>>;
}

/** Fetch wrapper for the back-office: bearer token on every call, one place that reacts to 401. */
export function createApiClient({ getToken, onUnauthorized, fetchImpl }: ApiClientOptions): ApiClient {
  return {
    async request(path, schema, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('Accept', 'application/json');
      if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);

      const response = await (fetchImpl ?? fetch)(path, { ...init, headers });
      if (response.status === 401) {
        onUnauthorized();
        throw new ApiRequestError(401, 'Nicht angemeldet');
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const error = apiErrorSchema.safeParse(body);
        throw new ApiRequestError(response.status, error.success ? error.data.message : `HTTP ${response.status}`);
      }
      return schema.parse(body);
    },
  };
}
