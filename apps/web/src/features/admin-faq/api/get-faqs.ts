import type { FaqCategory } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const faqsQueryKey = ['admin', 'faqs'] as const;

/** GET /api/admin/faqs: the array of categories. */
export function useFaqs() {
  const client = useApiClient();
  return useQuery({
    queryKey: faqsQueryKey,
    queryFn: () => client.request('/api/admin/faqs', z.array(z.custom<FaqCategory>())),
    retry: false,
    staleTime: 0,
  });
}
