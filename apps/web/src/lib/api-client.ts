import './zod-without-eval';
import { apiErrorSchema, TWO_FACTOR_MESSAGES } from '@agency/contracts';
import type { z } from 'zod';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The fields a 400 named, with their messages (the api's error shape). */
    readonly details: readonly { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** An error whose message is written for staff (German): shown after the screen's own failure text. */
export class StaffFacingError extends Error {
  override name = 'StaffFacingError';
}

/** A call that reached no server (offline, connection refused): status 0. */
export const SERVER_UNREACHABLE_TEXT =
  'Der Server ist nicht erreichbar. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.';

/**
 * Sent with every back-office call. The api asks it of every state-changing request that authenticates by
 * the session cookie: a cross-site form cannot send it (CSRF), and a script of another origin could only
 * after a CORS preflight the api never grants.
 */
export const ADMIN_REQUEST_HEADERS = { 'X-Requested-With': 'agency-admin' } as const;

export interface ApiClientOptions {
  /** Called once for any 401 answer, before the request fails (unless `reauthenticate` brings the session back). */
  onUnauthorized: () => void;
  /**
   * The session ended (a 401): asks staff to log in again where they are, keeping what the screen holds.
   * Resolves true once they have (the request is then sent again, as it was), false when they log out.
   */
  reauthenticate?: () => Promise<boolean>;
  /** Called for a 403 saying that staff must set up two-factor login first (the session then shows only that). */
  onTwoFactorSetupRequired?: () => void;
  fetchImpl?: typeof fetch;
}

export interface ApiClient {
  request<S extends z.ZodType>(path: string, schema: S, init?: RequestInit): Promise<z.infer<S>>;
}

/**
 * Fetch wrapper for the back-office: the session travels in the HttpOnly cookie (the page never sees the
 * token), every call carries the CSRF header, and one place reacts to 401. With `reauthenticate`, a call
 * whose session ran out waits while staff log in again in place and is then sent again: a 401 changed
 * nothing on the server, so the write (with its If-Match) goes through as it was meant, and the form that
 * sent it is still there.
 */
export function createApiClient({
  onUnauthorized,
  reauthenticate,
  onTwoFactorSetupRequired,
  fetchImpl,
}: ApiClientOptions): ApiClient {
  return {
    async request(path, schema, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('Accept', 'application/json');
      if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      for (const [name, value] of Object.entries(ADMIN_REQUEST_HEADERS)) headers.set(name, value);

      // The browser's own words for a failed connection ('Failed to fetch') are English: staff read these.
      const send = () =>
        (fetchImpl ?? fetch)(path, { credentials: 'same-origin', ...init, headers }).catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') throw error;
          throw new ApiRequestError(0, SERVER_UNREACHABLE_TEXT);
        });
      let response = await send();
      if (response.status === 401 && reauthenticate) {
        // Logged out instead: the session has ended already; the call just fails.
        if (!(await reauthenticate())) throw new ApiRequestError(401, 'Nicht angemeldet');
        response = await send();
      }
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
        throw new ApiRequestError(
          response.status,
          error.success ? error.data.message : `HTTP ${response.status}`,
          error.success ? error.data.details : undefined,
        );
      }
      return schema.parse(body);
    },
  };
}

/** What `load` answers; a failed load is also written to the console as `message` before the screen shows it. */
export async function loggingFailure<T>(message: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(message, error);
    throw error;
  }
}
