import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

const answer = z.object({ success: z.boolean(), message: z.string().optional(), detail: z.unknown().optional() });
export type SyncAnswer = z.infer<typeof answer>;

/** POST /api/admin/sync-to-mysql/{id}: { success, message, detail }. */
export function syncToAccounting(client: ApiClient, id: string): Promise<SyncAnswer> {
  return client.request(`/api/admin/sync-to-mysql/${id}`, answer, { method: 'POST' });
}
