import { weeklyReportSubscriptionAnswerSchema as answer } from '@agency/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';

const key = ['admin', 'me', 'weekly-report'] as const;

/** GET/PUT /api/admin/me/weekly-report: the signed-in staff member's own weekly-report subscription. */
export function useWeeklyReportSubscription() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const subscription = useQuery({
    queryKey: key,
    queryFn: () => client.request('/api/admin/me/weekly-report', answer),
    retry: false,
  });
  const change = useMutation({
    mutationFn: (weekly_report: boolean) =>
      client.request('/api/admin/me/weekly-report', answer, {
        method: 'PUT',
        body: JSON.stringify({ weekly_report }),
      }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return { subscription, change };
}
