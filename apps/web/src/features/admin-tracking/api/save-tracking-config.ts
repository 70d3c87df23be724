import type { TrackingConfig } from '@agency/contracts';
import { z } from 'zod';
import { basedOn } from '../../../components/admin/publishing';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/admin/tracking-config with the full config, based on `version` (If-Match): { success, version }. */
export function saveTrackingConfig(client: ApiClient, config: TrackingConfig, version: number) {
  return client.request(
    '/api/admin/tracking-config',
    z.object({ success: z.boolean(), version: z.number().optional() }).loose(),
    { method: 'POST', body: JSON.stringify(config), headers: basedOn(version) },
  );
}
