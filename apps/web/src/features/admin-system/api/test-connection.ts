import { type ConnectionTestAnswer, connectionTestAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';
import type { SystemKind } from './get-system-settings';

export type TestAnswer = ConnectionTestAnswer;

/**
 * POST /api/admin/system-settings/{kind}/test with the config: { success, outcome, message, error }, the
 * error one of the fixed outcome texts ('Server nicht erreichbar', 'Anmeldung abgelehnt', …).
 */
export function testConnection(
  client: ApiClient,
  kind: SystemKind,
  config: Record<string, unknown>,
): Promise<TestAnswer> {
  return client.request(`/api/admin/system-settings/${kind}/test`, connectionTestAnswerSchema, {
    method: 'POST',
    body: JSON.stringify(config),
  });
}
