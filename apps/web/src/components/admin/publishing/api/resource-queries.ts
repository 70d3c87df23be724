import {
  previewLinksAnswerSchema,
  publicationChangesAnswerSchema,
  publicationPlansAnswerSchema,
} from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '../../../../lib/api-client-context';

/** The cache key of GET {resource}/{part}. */
export const resourceQueryKey = (resource: string, part: string) => ['admin', part, resource];

/** GET {resource}/{part}, read with `schema`; fetched anew each time a dialog shows it. */
function useResourceQuery<S extends z.ZodType>(resource: string, part: string, schema: S) {
  const client = useApiClient();
  return useQuery({
    queryKey: resourceQueryKey(resource, part),
    queryFn: () => client.request(`${resource}/${part}`, schema),
    staleTime: 0,
  });
}

/** GET {resource}/changes: what publishing changes against the live version, field by field. */
export const useChanges = (resource: string) => useResourceQuery(resource, 'changes', publicationChangesAnswerSchema);

/** GET {resource}/plans: the plans of a collection or document. */
export const usePlans = (resource: string) => useResourceQuery(resource, 'plans', publicationPlansAnswerSchema);

/** GET {resource}/previews: the preview links still valid. */
export const usePreviewLinks = (resource: string) => useResourceQuery(resource, 'previews', previewLinksAnswerSchema);
