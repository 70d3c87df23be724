import type { WebsiteSettingsInput } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/admin/website-settings with the settings (If-Match: the loaded version). */
export function saveWebsiteSettings(
  client: ApiClient,
  settings: WebsiteSettingsInput,
  version?: number,
): Promise<unknown> {
  return client.request('/api/admin/website-settings', z.unknown(), {
    method: 'POST',
    body: JSON.stringify(settings),
    headers: version ? { 'If-Match': `"${version}"` } : undefined,
  });
}
