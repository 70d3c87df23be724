import { publicationChangesAnswerSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApiClient } from '../../../../lib/api-client-context';

export const changesQueryKey = (resource: string) => ['admin', 'changes', resource] as const;

/** GET {resource}/changes: what publishing changes against the live version, field by field. */
export function getChanges(client: ApiClient, resource: string) {
  return client.request(`${resource}/changes`, publicationChangesAnswerSchema);
}

export function useChanges(resource: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: changesQueryKey(resource),
    queryFn: () => getChanges(client, resource),
    staleTime: 0,
  });
}
