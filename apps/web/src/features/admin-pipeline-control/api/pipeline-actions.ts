import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

const answer = z.object({ success: z.boolean().optional(), message: z.string().optional() }).loose();

/** POST /api/admin/backend/restart. */
export const restartPipeline = (client: ApiClient) =>
  client.request('/api/admin/backend/restart', answer, { method: 'POST' });
/** POST /api/admin/backend/stop. */
export const stopPipeline = (client: ApiClient) =>
  client.request('/api/admin/backend/stop', answer, { method: 'POST' });
