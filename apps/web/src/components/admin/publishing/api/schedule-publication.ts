import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../../lib/api-client';

export type PlannedAction = 'publish' | 'take_offline';

/** POST {resource}/schedule { action, at }: `at` is 'YYYY-MM-DDTHH:mm' in Europe/Berlin. */
export function schedulePublication(
  client: ApiClient,
  resource: string,
  plan: { action: PlannedAction; at: string },
): Promise<unknown> {
  return client.request(`${resource}/schedule`, successAnswerSchema, {
    method: 'POST',
    body: JSON.stringify({ action: plan.action, at: plan.at }),
  });
}
