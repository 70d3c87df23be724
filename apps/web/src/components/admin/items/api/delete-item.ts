import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../../lib/api-client';

/** DELETE /api/admin/{name}/{id}: moves the item to the trash. */
export function deleteItem(client: ApiClient, name: string, id: string, version: number): Promise<unknown> {
  return client.request(`/api/admin/${name}/${encodeURIComponent(id)}`, successAnswerSchema, {
    method: 'DELETE',
    headers: { 'If-Match': `"${version}"` },
  });
}
