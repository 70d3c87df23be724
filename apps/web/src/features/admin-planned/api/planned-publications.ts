import { plannedPublicationsAnswerSchema, successAnswerSchema } from '@agency/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';

/** GET /api/admin/plans: the plans of every content type the staff member may edit. */
export function usePlannedPublications() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'plans', 'overview'],
    queryFn: async () => (await client.request('/api/admin/plans', plannedPublicationsAnswerSchema)).plans,
    staleTime: 0,
    retry: false,
  });
}

/**
 * DELETE /api/admin/plans/{planId}. Afterwards every admin query is stale: the editors show plans in their
 * lists and badges under their own keys, and read them again when next opened.
 */
export function useCancelPlan() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) =>
      client.request(`/api/admin/plans/${planId}`, successAnswerSchema, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
