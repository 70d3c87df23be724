import type { ImageMap } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const imagesQueryKey = ['admin', 'images'] as const;

/** GET /api/admin/images: { success, images, version }; a failure is only logged. */
export function useImages() {
  const client = useApiClient();
  return useQuery({
    queryKey: imagesQueryKey,
    queryFn: async () => {
      try {
        return await client.request(
          '/api/admin/images',
          z.object({ images: z.custom<ImageMap>(), version: z.number().optional() }),
        );
      } catch (error) {
        console.error('Bilder konnten nicht geladen werden', error);
        throw error;
      }
    },
    retry: false,
  });
}
