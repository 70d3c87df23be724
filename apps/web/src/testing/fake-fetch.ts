/** A fetch stand-in for jsdom (which has none): answers every call with the given status and body. */
export function fakeFetch(status: number, body: unknown = {}): jest.Mock {
  return jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }));
}

/** The JSON body of the n-th call of a fetch mock. */
export function sentBody(fetchMock: jest.Mock, call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}
