import { websiteSettingsSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadEditedDocument } from '../../../components/admin/publishing';
import { useApiClient } from '../../../lib/api-client-context';

export const websiteSettingsQueryKey = ['admin', 'website-settings'] as const;

/** GET /api/admin/website-settings/draft: the settings as the draft has them, else as published. */
export function useWebsiteSettings() {
  const client = useApiClient();
  return useQuery({
    queryKey: websiteSettingsQueryKey,
    queryFn: () => loadEditedDocument(client, '/api/admin/website-settings', websiteSettingsSchema),
    retry: false,
    staleTime: 0,
  });
}
