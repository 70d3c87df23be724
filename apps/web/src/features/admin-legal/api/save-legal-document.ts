import type { LegalDocumentKey } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/admin/legal/{doc} with the document: { success, message }. */
export function saveLegalDocument(
  client: ApiClient,
  doc: LegalDocumentKey,
  document: Record<string, unknown>,
  version?: number,
) {
  return client.request(`/api/admin/legal/${doc}`, z.object({ message: z.string().optional() }), {
    method: 'POST',
    body: JSON.stringify(document),
    headers: version ? { 'If-Match': `"${version}"` } : undefined,
  });
}
