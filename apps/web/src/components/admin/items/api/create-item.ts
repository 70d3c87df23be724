import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../../lib/api-client';

/** POST /api/admin/{name}: a new item; the server assigns the id. */
export function createItem(client: ApiClient, name: string, body: Record<string, unknown>): Promise<unknown> {
  return client.request(`/api/admin/${name}`, successAnswerSchema, { method: 'POST', body: JSON.stringify(body) });
}
