import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../../lib/api-client';

/** PUT /api/admin/{name}/{id} with If-Match: the version the edit is based on (409 when stale). */
export function updateItem(
  client: ApiClient,
  name: string,
  id: string,
  version: number,
  body: Record<string, unknown>,
): Promise<unknown> {
  return client.request(`/api/admin/${name}/${encodeURIComponent(id)}`, successAnswerSchema, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'If-Match': `"${version}"` },
  });
}
