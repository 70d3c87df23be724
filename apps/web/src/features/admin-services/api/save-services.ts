import type { ServiceInput } from '@agency/contracts';
import { saveDocument, type SaveMode } from '../../../components/admin/publishing';
import type { ApiClient } from '../../../lib/api-client';

/**
 * The whole array (Save-all) as a draft or published, based on `version`: PUT /api/admin/services/draft,
 * POST …/publish (If-Match).
 */
export function saveServices(client: ApiClient, services: ServiceInput[], mode: SaveMode, version: number) {
  return saveDocument(client, '/api/admin/services', services, mode, version);
}
