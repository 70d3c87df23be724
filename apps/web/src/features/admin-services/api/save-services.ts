import type { ServiceInput } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/admin/services with the whole array (Save-all). */
export function saveServices(client: ApiClient, services: ServiceInput[]): Promise<unknown> {
  return client.request('/api/admin/services', z.unknown(), { method: 'POST', body: JSON.stringify(services) });
}
