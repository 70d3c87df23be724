import type { ImageMap } from '@agency/contracts';
import { saveDocument, type SaveMode } from '../../../components/admin/publishing';
import type { ApiClient } from '../../../lib/api-client';

/** The whole map as a draft or published: PUT /api/admin/images/draft, POST …/publish (If-Match: version). */
export function saveImages(client: ApiClient, images: ImageMap, mode: SaveMode, version: number) {
  return saveDocument(client, '/api/admin/images', images, mode, version);
}
