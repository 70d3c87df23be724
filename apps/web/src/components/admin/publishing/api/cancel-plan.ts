import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../../lib/api-client';

/** DELETE {resource}/plans/{planId}: the plan never runs. */
export function cancelPlan(client: ApiClient, resource: string, planId: string): Promise<unknown> {
  return client.request(`${resource}/plans/${planId}`, successAnswerSchema, { method: 'DELETE' });
}
