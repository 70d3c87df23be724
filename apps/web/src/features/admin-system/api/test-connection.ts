import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';
import type { SystemKind } from './get-system-settings';

const answer = z.object({ success: z.boolean(), message: z.string().optional(), error: z.string().optional() });
export type TestAnswer = z.infer<typeof answer>;

/** POST /api/admin/system-settings/{kind}/test with the config: { success, message, error }. */
export function testConnection(
  client: ApiClient,
  kind: SystemKind,
  config: Record<string, unknown>,
): Promise<TestAnswer> {
  return client.request(`/api/admin/system-settings/${kind}/test`, answer, {
    method: 'POST',
    body: JSON.stringify(config),
  });
}
