import type { PublicationChange } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../../lib/api-client';
import { useApiClient } from '../../../../lib/api-client-context';

const changesAnswer = z.object({ changes: z.array(z.custom<PublicationChange>()) });

export const changesQueryKey = (resource: string) => ['admin', 'changes', resource] as const;

/** GET {resource}/changes: what publishing changes against the live version, field by field. */
export function getChanges(client: ApiClient, resource: string) {
  return client.request(`${resource}/changes`, changesAnswer);
}

export function useChanges(resource: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: changesQueryKey(resource),
    queryFn: () => getChanges(client, resource),
    staleTime: 0,
  });
}
