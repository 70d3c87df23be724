import { imageMapAnswerSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadEditedDocument } from '../../../components/admin/publishing';
import { loggingFailure } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const imagesQueryKey = ['admin', 'images'] as const;

/** GET /api/admin/images/draft: the slots as the draft has them, else as published; version and state. */
export function useImages() {
  const client = useApiClient();
  return useQuery({
    queryKey: imagesQueryKey,
    queryFn: () =>
      loggingFailure('Bilder konnten nicht geladen werden', () =>
        loadEditedDocument(client, '/api/admin/images', imageMapAnswerSchema),
      ),
    retry: false,
  });
}
