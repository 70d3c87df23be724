import type { WebsiteSettings } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const websiteSettingsQueryKey = ['admin', 'website-settings'] as const;

/** GET /api/admin/website-settings: { success, settings, version }. */
export function useWebsiteSettings() {
  const client = useApiClient();
  return useQuery({
    queryKey: websiteSettingsQueryKey,
    queryFn: () =>
      client.request(
        '/api/admin/website-settings',
        z.object({
          settings: z.custom<WebsiteSettings>((v) => typeof v === 'object' && v !== null),
          version: z.number().optional(),
        }),
      ),
    retry: false,
    staleTime: 0,
  });
}
