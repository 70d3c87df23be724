import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApiClient } from '../lib/api-client';
import { ApiClientProvider } from '../lib/api-client-context';

/** A promise settled from outside: holds a server answer back until the test lets it through. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** What a stub answers: a JSON body (status 200) or `{ status, body }`, possibly later. */
type Answer = unknown;
export type Handler = (body: unknown) => Answer | Promise<Answer>;

/**
 * A fetch stand-in for admin screens: `handlers` keyed 'GET /api/admin/faqs' answer each call (the body
 * parsed from JSON); an unknown call answers 404. `calls` lists what was sent, in order.
 */
export function serverStub(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${(init.method ?? 'GET').toUpperCase()} ${path}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    const answer = handler ? await handler(body) : { status: 404, body: { message: 'nicht gefunden' } };
    const { status, body: payload } =
      answer && typeof answer === 'object' && 'status' in answer && 'body' in answer
        ? (answer as { status: number; body: unknown })
        : { status: 200, body: answer };
    return { ok: status >= 200 && status < 300, status, json: async () => payload };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    calls,
    count: (key: string) => calls.filter((call) => call.key === key).length,
    sent: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
  };
}

/** Renders one back-office screen with a fresh query cache and an api client (token 't'). */
export function renderAdminScreen(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createApiClient({ onUnauthorized: () => undefined });
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{ui}</ApiClientProvider>
    </QueryClientProvider>,
  );
}

export const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The api of one document the website shows (settings, FAQ list, images, a legal text) as far as a screen
 * uses it: `GET {path}/draft` answers the published document with its version; a publish
 * (`POST {path}/publish`) waits until `release()`, then stores what was sent and answers the raised version.
 */
export function documentApi<T>(path: string, initial: T, others: Record<string, Handler> = {}) {
  let stored = clone(initial);
  let version = 1;
  // Each release lets one save through: one that waits, or else the next one to come.
  const waiting: (() => void)[] = [];
  let credits = 0;
  const status = { published: true, hasDraft: false, draftUpdatedAt: null, draftUpdatedBy: null, plans: 0 };
  const server = serverStub({
    ...others,
    [`GET ${path}/draft`]: () => ({ success: true, version, status, live: clone(stored), draft: null }),
    [`POST ${path}/publish`]: async (body) => {
      if (credits > 0) credits -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      stored = body as T;
      version += 1;
      return { success: true, version };
    },
  });
  return {
    ...server,
    gets: () => server.count(`GET ${path}/draft`),
    saves: () => server.sent(`POST ${path}/publish`) as T[],
    release: () => {
      const next = waiting.shift();
      if (next) next();
      else credits += 1;
    },
  };
}
