import { previewLinksAnswerSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api-client';
import { useApiClient } from '../../../../lib/api-client-context';

export const previewLinksQueryKey = (resource: string) => ['admin', 'previews', resource] as const;

/** GET {resource}/previews: the preview links still valid. */
export function getPreviewLinks(client: ApiClient, resource: string) {
  return client.request(`${resource}/previews`, previewLinksAnswerSchema);
}

export function usePreviewLinks(resource: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: previewLinksQueryKey(resource),
    queryFn: () => getPreviewLinks(client, resource),
    staleTime: 0,
  });
}
