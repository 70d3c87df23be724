import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '../../../../lib/api-client-context';
import { loadEditedDocument } from './load-edited-document';

/**
 * The document at `resource` as its editor loads it (loadEditedDocument), under `queryKey`: read anew whenever
 * the editor opens, and a failed load is shown as such at once, not tried again.
 */
export function useEditedDocument<T>(queryKey: QueryKey, resource: string, schema: z.ZodType<T>) {
  const client = useApiClient();
  return useQuery({
    queryKey,
    queryFn: () => loadEditedDocument(client, resource, schema),
    retry: false,
    staleTime: 0,
  });
}
