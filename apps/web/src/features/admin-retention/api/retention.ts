import { retentionPreviewAnswerSchema, retentionRunsAnswerSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { basedOn } from '../../../components/admin/publishing';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const retentionQueryKey = ['admin', 'retention'] as const;

const settingsSchema = z.object({
  requests_months: z.number().nullable(),
  analytics_months: z.number(),
});
export type RetentionSettingsValue = z.infer<typeof settingsSchema>;
const settingsAnswer = z.object({ settings: settingsSchema, version: z.number() });

/** GET /api/admin/retention-settings and GET /api/admin/retention/runs. */
export function useRetention() {
  const client = useApiClient();
  return useQuery({
    queryKey: retentionQueryKey,
    queryFn: async () => {
      const [settings, runs] = await Promise.all([
        client.request('/api/admin/retention-settings', settingsAnswer),
        client.request('/api/admin/retention/runs', retentionRunsAnswerSchema),
      ]);
      return { ...settings, ...runs };
    },
    retry: false,
    staleTime: 0,
  });
}

/** PUT /api/admin/retention-settings, based on `version` (If-Match; 0 while never saved). */
export const saveRetention = (client: ApiClient, settings: RetentionSettingsValue, version: number) =>
  client.request(
    '/api/admin/retention-settings',
    z.object({ message: z.string().optional(), version: z.number().optional() }).loose(),
    { method: 'PUT', body: JSON.stringify(settings), headers: basedOn(version) },
  );

/** GET /api/admin/retention/preview: what a run started now would erase. */
export const previewRetention = (client: ApiClient) =>
  client.request('/api/admin/retention/preview', retentionPreviewAnswerSchema);

/** POST /api/admin/retention/run: applies the limits now. */
export const runRetention = (client: ApiClient) =>
  client.request('/api/admin/retention/run', z.object({ message: z.string() }).loose(), { method: 'POST' });
