import type { Service } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const servicesQueryKey = ['admin', 'services'] as const;

/** GET /api/admin/services: the array of services. */
export function useServices() {
  const client = useApiClient();
  return useQuery({
    queryKey: servicesQueryKey,
    queryFn: () => client.request('/api/admin/services', z.array(z.custom<Service>())),
    retry: false,
    staleTime: 0,
  });
}
