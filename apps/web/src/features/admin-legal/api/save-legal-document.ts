import type { LegalDocumentKey } from '@agency/contracts';
import { saveDocument, type SaveMode } from '../../../components/admin/publishing';
import type { ApiClient } from '../../../lib/api-client';

/** The document as a draft or published: PUT /api/admin/legal/{doc}/draft, POST …/publish (If-Match: version). */
export function saveLegalDocument(
  client: ApiClient,
  doc: LegalDocumentKey,
  document: Record<string, unknown>,
  mode: SaveMode,
  version: number,
) {
  return saveDocument(client, `/api/admin/legal/${doc}`, document, mode, version);
}
