import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';
import type { SystemKind } from './get-system-settings';

/** PUT /api/admin/system-settings/{kind} with the config; a blank password keeps the stored one. */
export function saveSystemSettings(
  client: ApiClient,
  kind: SystemKind,
  config: Record<string, unknown>,
): Promise<unknown> {
  return client.request(`/api/admin/system-settings/${kind}`, z.unknown(), {
    method: 'PUT',
    body: JSON.stringify(config),
  });
}
