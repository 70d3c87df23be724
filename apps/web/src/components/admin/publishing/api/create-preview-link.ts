import type { PreviewLinkView } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../../lib/api-client';

const linkAnswer = z.object({ link: z.custom<PreviewLinkView>() });

/** POST {resource}/preview: a new link to the public page with the drafts (48 hours). */
export function createPreviewLink(client: ApiClient, resource: string) {
  return client.request(`${resource}/preview`, linkAnswer, { method: 'POST', body: '{}' });
}
