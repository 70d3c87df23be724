import type { LegalDocumentKey } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const legalQueryKey = (doc: LegalDocumentKey) => ['admin', 'legal', doc] as const;

/** GET /api/admin/legal/{doc}: { document, version }. */
export function useLegalDocument(doc: LegalDocumentKey) {
  const client = useApiClient();
  return useQuery({
    queryKey: legalQueryKey(doc),
    queryFn: () =>
      client.request(
        `/api/admin/legal/${doc}`,
        z.object({ document: z.record(z.string(), z.unknown()), version: z.number().optional() }),
      ),
    retry: false,
    staleTime: 0,
  });
}
