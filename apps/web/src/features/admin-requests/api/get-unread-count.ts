import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const unreadCountQueryKey = ['admin', 'offer-requests', 'unread-count'] as const;
/** The global event fired when requests change. */
export const REQUESTS_UPDATED_EVENT = 'requestsUpdated';
export const UNREAD_POLL_MS = 30_000;

/** GET /api/admin/offer-requests/unread-count, polled every 30 s and on the requests-updated event. */
export function useUnreadCount(enabled: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
    window.addEventListener(REQUESTS_UPDATED_EVENT, refresh);
    return () => window.removeEventListener(REQUESTS_UPDATED_EVENT, refresh);
  }, [enabled, queryClient]);
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: () =>
      client
        .request('/api/admin/offer-requests/unread-count', z.object({ unread_count: z.number() }))
        .then((a) => a.unread_count),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });
}

export function announceRequestsUpdated(): void {
  window.dispatchEvent(new Event(REQUESTS_UPDATED_EVENT));
}
