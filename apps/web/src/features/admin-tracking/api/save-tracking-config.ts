import type { TrackingConfig } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/admin/tracking-config with the full config: { success }. */
export function saveTrackingConfig(client: ApiClient, config: TrackingConfig) {
  return client.request('/api/admin/tracking-config', z.object({ success: z.boolean() }).loose(), {
    method: 'POST',
    body: JSON.stringify(config),
  });
}
