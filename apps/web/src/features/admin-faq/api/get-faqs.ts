import { storedFaqCategorySchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { loadEditedDocument } from '../../../components/admin/publishing';
import { useApiClient } from '../../../lib/api-client-context';

export const faqsQueryKey = ['admin', 'faqs'] as const;

/** GET /api/admin/faqs/draft: the categories as the draft has them, else as published; version and state. */
export function useFaqs() {
  const client = useApiClient();
  return useQuery({
    queryKey: faqsQueryKey,
    queryFn: () => loadEditedDocument(client, '/api/admin/faqs', z.array(storedFaqCategorySchema)),
    retry: false,
    staleTime: 0,
  });
}
