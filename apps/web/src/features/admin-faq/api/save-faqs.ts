import type { FaqCategoryInput } from '@agency/contracts';
import { saveDocument, type SaveMode } from '../../../components/admin/publishing';
import type { ApiClient } from '../../../lib/api-client';

/**
 * The whole array (Save-all) as a draft or published, based on `version`: PUT /api/admin/faqs/draft,
 * POST /api/admin/faqs/publish (If-Match).
 */
export function saveFaqs(client: ApiClient, categories: FaqCategoryInput[], mode: SaveMode, version: number) {
  return saveDocument(client, '/api/admin/faqs', categories, mode, version);
}
