import type { LegalDocumentKey } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { loadEditedDocument } from '../../../components/admin/publishing';
import { useApiClient } from '../../../lib/api-client-context';

export const legalQueryKey = (doc: LegalDocumentKey) => ['admin', 'legal', doc] as const;

/** GET /api/admin/legal/{doc}/draft: the text as the draft has it, else as published; version and state. */
export function useLegalDocument(doc: LegalDocumentKey) {
  const client = useApiClient();
  return useQuery({
    queryKey: legalQueryKey(doc),
    queryFn: () => loadEditedDocument(client, `/api/admin/legal/${doc}`, z.record(z.string(), z.unknown())),
    retry: false,
    staleTime: 0,
  });
}
