import {
  type CreateAnnotationRequest,
  type StatisticsAnnotation,
  statisticsAnnotationSchema,
  statisticsAnnotationsSchema,
  type StatisticsQuery,
  successAnswerSchema,
} from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';
import { statisticsQueryKey, statisticsSearch } from './get-statistics';

const BASE = '/api/admin/statistics/annotations';
export const annotationsQueryKey = [...statisticsQueryKey, 'annotations'] as const;

/** GET …/annotations: the annotations of the view's trend (its period; the filters do not narrow them). */
export function useAnnotations(query: StatisticsQuery) {
  const client = useApiClient();
  const { filter: _filters, ...period } = query;
  const search = statisticsSearch(period);
  return useQuery({
    queryKey: [...annotationsQueryKey, search],
    queryFn: () => client.request(`${BASE}${search}`, statisticsAnnotationsSchema),
    retry: false,
  });
}

export const addAnnotation = (client: ApiClient, body: CreateAnnotationRequest): Promise<StatisticsAnnotation> =>
  client.request(BASE, statisticsAnnotationSchema, { method: 'POST', body: JSON.stringify(body) });

export const removeAnnotation = (client: ApiClient, id: string): Promise<unknown> =>
  client.request(`${BASE}/${encodeURIComponent(id)}`, successAnswerSchema, { method: 'DELETE' });
