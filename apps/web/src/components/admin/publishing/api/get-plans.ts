import { publicationPlansAnswerSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApiClient } from '../../../../lib/api-client-context';

export const plansQueryKey = (resource: string) => ['admin', 'plans', resource] as const;

/** GET {resource}/plans: the plans of a collection or document. */
export function getPlans(client: ApiClient, resource: string) {
  return client.request(`${resource}/plans`, publicationPlansAnswerSchema);
}

export function usePlans(resource: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: plansQueryKey(resource),
    queryFn: () => getPlans(client, resource),
    staleTime: 0,
  });
}
