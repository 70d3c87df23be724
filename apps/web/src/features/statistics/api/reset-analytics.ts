import { successAnswerSchema } from '@agency/contracts';
import type { ResetAnalyticsRequest } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/admin/reset-analytics {reset_pageviews, reset_events, reset_consents, reset_web_vitals}. */
export function resetAnalytics(client: ApiClient, options: ResetAnalyticsRequest): Promise<unknown> {
  return client.request('/api/admin/reset-analytics', successAnswerSchema, {
    method: 'POST',
    body: JSON.stringify(options),
  });
}
