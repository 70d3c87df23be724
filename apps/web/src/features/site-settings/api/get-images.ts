import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_IMAGES } from '../../../config/site';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

/**
 * GET /api/images?t={timestamp}: the named image slots. The timestamp defeats caches as the spec's
 * client does; one value per page load keeps the server render and the hydration on the same key.
 */
export async function getImages(fetchJson: () => Promise<unknown>): Promise<Record<string, string>> {
  try {
    const { images } = await readPublic('publicImagesSchema', await fetchJson());
    const urls: Record<string, string> = { ...DEFAULT_IMAGES };
    for (const [key, slot] of Object.entries(images)) if (slot.url) urls[key] = slot.url;
    return urls;
  } catch (error) {
    logLoadError('images', error);
    return { ...DEFAULT_IMAGES };
  }
}

export const imagesQuery = queryOptions({
  queryKey: ['public', 'images'],
  queryFn: ({ client }) => getImages(() => getJson(client, `/api/images?t=${Date.now()}`)),
});

/** The URL of one image slot, or its default while loading. */
export function useImage(key: string): string {
  const { data } = useQuery(imagesQuery);
  return data?.[key] ?? DEFAULT_IMAGES[key] ?? '';
}
