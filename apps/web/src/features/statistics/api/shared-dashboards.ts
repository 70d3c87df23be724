import {
  type CreateSharedDashboardRequest,
  type SharedDashboard,
  sharedDashboardListSchema,
  sharedDashboardSchema,
  successAnswerSchema,
} from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';
import { statisticsQueryKey } from './get-statistics';

const BASE = '/api/admin/statistics/shared-dashboards';
export const sharedDashboardsQueryKey = [...statisticsQueryKey, 'shared-dashboards'] as const;

/** GET …/shared-dashboards: the links that still work, newest first. */
export function useSharedDashboards() {
  const client = useApiClient();
  return useQuery({
    queryKey: sharedDashboardsQueryKey,
    queryFn: async () => (await client.request(BASE, sharedDashboardListSchema)).dashboards,
    retry: false,
  });
}

export const shareDashboard = (client: ApiClient, body: CreateSharedDashboardRequest): Promise<SharedDashboard> =>
  client.request(BASE, sharedDashboardSchema, { method: 'POST', body: JSON.stringify(body) });

export const revokeSharedDashboard = (client: ApiClient, id: string): Promise<unknown> =>
  client.request(`${BASE}/${encodeURIComponent(id)}`, successAnswerSchema, { method: 'DELETE' });
