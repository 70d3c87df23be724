import { basedOn, savedVersionAnswer } from '../../../components/admin/publishing';
import type { ApiClient } from '../../../lib/api-client';
import type { SystemKind } from './get-system-settings';

/**
 * PUT /api/admin/system-settings/{kind} with the config, based on `version` (If-Match); a blank password keeps
 * the stored one.
 */
export function saveSystemSettings(
  client: ApiClient,
  kind: SystemKind,
  config: Record<string, unknown>,
  version: number,
) {
  return client.request(`/api/admin/system-settings/${kind}`, savedVersionAnswer, {
    method: 'PUT',
    body: JSON.stringify(config),
    headers: basedOn(version),
  });
}
