import type { FaqCategoryInput } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/admin/faqs with the whole array (Save-all). */
export function saveFaqs(client: ApiClient, categories: FaqCategoryInput[]): Promise<unknown> {
  return client.request('/api/admin/faqs', z.unknown(), { method: 'POST', body: JSON.stringify(categories) });
}
