import {
  OFFER_REQUEST_PAGE_DEFAULT,
  offerRequestListSchema,
  type OfferRequestList,
  type OfferRequestListQuery,
} from '@agency/contracts';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { loggingFailure } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const requestsQueryKey = ['admin', 'offer-requests'] as const;
/** The inbox's pages, one cache entry per set of filters. */
export const requestListsKey = [...requestsQueryKey, 'list'] as const;

/** The inbox's filters as the screen holds them ('' for not set). */
export interface RequestFilters {
  q: string;
  status: '' | 'unread' | 'read';
  service: string;
  from: string;
  to: string;
}
export const NO_FILTERS: RequestFilters = { q: '', status: '', service: '', from: '', to: '' };

/** The query parameters of the filters: only those set. */
export function requestListParams(filters: RequestFilters, offset = 0): URLSearchParams {
  const query: OfferRequestListQuery = {};
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.status) query.unread = filters.status === 'unread' ? 'true' : 'false';
  if (filters.service) query.service = filters.service;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  const params = new URLSearchParams(query as Record<string, string>);
  params.set('limit', String(OFFER_REQUEST_PAGE_DEFAULT));
  if (offset) params.set('offset', String(offset));
  return params;
}

/**
 * GET /api/admin/offer-requests page by page (OFFER_REQUEST_PAGE_DEFAULT each, 'Weitere laden' for the next);
 * a failed load is shown as such, never as an empty inbox.
 */
export function useOfferRequests(filters: RequestFilters) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [...requestListsKey, filters],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      loggingFailure('Anfragen konnten nicht geladen werden', () =>
        client.request(
          `/api/admin/offer-requests?${requestListParams(filters, pageParam).toString()}`,
          offerRequestListSchema,
        ),
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.requests.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    staleTime: 0,
    retry: false,
  });
}

/**
 * Sets a request's read state in every loaded list in place (the unread count of the tiles follows), so a
 * request opened in the list of unread ones stays where it is until the list is loaded again.
 */
export function setReadInLists(queryClient: QueryClient, id: string, read: boolean) {
  queryClient.setQueriesData<InfiniteData<OfferRequestList>>({ queryKey: requestListsKey }, (data) => {
    if (!data) return data;
    const was = data.pages.flatMap((page) => page.requests).find((request) => request.id === id);
    const change = was && was.read !== read ? (read ? -1 : 1) : 0;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        counts: { ...page.counts, unread: page.counts.unread + change },
        requests: page.requests.map((request) => (request.id === id ? { ...request, read } : request)),
      })),
    };
  });
}
