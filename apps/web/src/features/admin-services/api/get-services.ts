import { storedServiceSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { loadEditedDocument } from '../../../components/admin/publishing';
import { useApiClient } from '../../../lib/api-client-context';

export const servicesQueryKey = ['admin', 'services'] as const;

/** GET /api/admin/services/draft: the services as the draft has them, else as published; version and state. */
export function useServices() {
  const client = useApiClient();
  return useQuery({
    queryKey: servicesQueryKey,
    queryFn: () => loadEditedDocument(client, '/api/admin/services', z.array(storedServiceSchema)),
    retry: false,
    staleTime: 0,
  });
}
