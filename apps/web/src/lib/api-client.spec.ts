import { z } from 'zod';
import { fakeFetch } from '../testing/fake-fetch';
import { ApiRequestError, createApiClient } from './api-client';

describe('createApiClient', () => {
  it('sends the session cookie and the CSRF header, never a token of its own, and parses the answer', async () => {
    const fetchImpl = fakeFetch(200, { n: 1 });
    const client = createApiClient({ onUnauthorized: jest.fn(), fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect(client.request('/api/x', z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
    const init = fetchImpl.mock.calls[0][1] as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(new Headers(init.headers).get('X-Requested-With')).toBe('agency-admin');
    expect(init.credentials).toBe('same-origin');
  });

  it('reports a 401 once and fails the call', async () => {
    const onUnauthorized = jest.fn();
    const client = createApiClient({ onUnauthorized, fetchImpl: fakeFetch(401) as unknown as typeof fetch });
    await expect(client.request('/api/x', z.unknown())).rejects.toEqual(new ApiRequestError(401, 'Nicht angemeldet'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("uses the error shape's message for other failures", async () => {
    const client = createApiClient({
      onUnauthorized: jest.fn(),
      fetchImpl: fakeFetch(409, { statusCode: 409, message: 'Veraltete Version' }) as unknown as typeof fetch,
    });
    await expect(client.request('/api/x', z.unknown())).rejects.toMatchObject({
      status: 409,
      message: 'Veraltete Version',
    });
  });
});
