import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../../lib/api-client';

/** DELETE {resource}/previews/{id}: the link no longer opens the drafts. */
export function revokePreviewLink(client: ApiClient, resource: string, id: string): Promise<unknown> {
  return client.request(`${resource}/previews/${id}`, successAnswerSchema, { method: 'DELETE' });
}
