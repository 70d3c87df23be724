import { previewLinkCreatedAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../../lib/api-client';

/** POST {resource}/preview: a new link to the public page with the drafts (48 hours). */
export function createPreviewLink(client: ApiClient, resource: string) {
  return client.request(`${resource}/preview`, previewLinkCreatedAnswerSchema, { method: 'POST', body: '{}' });
}
