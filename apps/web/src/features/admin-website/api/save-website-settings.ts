import type { WebsiteSettingsInput } from '@agency/contracts';
import { saveDocument, type SaveMode } from '../../../components/admin/publishing';
import type { ApiClient } from '../../../lib/api-client';

/** The settings as a draft or published: PUT /api/admin/website-settings/draft, POST …/publish (If-Match). */
export function saveWebsiteSettings(
  client: ApiClient,
  settings: WebsiteSettingsInput,
  mode: SaveMode,
  version: number,
) {
  return saveDocument(client, '/api/admin/website-settings', settings, mode, version);
}
