import type { PublicImprint } from '@agency/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';
import { DEFAULT_IMPRINT } from '../default-imprint';

export type Imprint = Omit<PublicImprint, 'dispute_resolution'> & { dispute_resolution?: string };

/** A loaded imprint's blank fields filled from the default, field by field (nested objects alike). */
function withDefaults<T>(loaded: T, fallback: T): T {
  if (typeof loaded === 'string') return ((loaded as string) || fallback) as T;
  if (typeof loaded !== 'object' || loaded === null) return fallback;
  const merged = { ...loaded } as Record<string, unknown>;
  for (const [key, value] of Object.entries(fallback as Record<string, unknown>))
    merged[key] = withDefaults(merged[key], value);
  return merged as T;
}

/** GET /api/public/legal/impressum; the built-in default stays when loading fails. */
export async function getImprint(fetchJson: () => Promise<unknown>): Promise<Imprint> {
  try {
    const { dispute_resolution, ...imprint } = await readPublic('publicImprintSchema', await fetchJson());
    return {
      ...withDefaults<Omit<Imprint, 'dispute_resolution'>>(imprint, DEFAULT_IMPRINT),
      dispute_resolution: dispute_resolution || undefined,
    };
  } catch (error) {
    logLoadError('impressum', error);
    return DEFAULT_IMPRINT;
  }
}

export const imprintQuery = queryOptions({
  queryKey: ['public', 'legal', 'impressum'],
  queryFn: ({ client }) => getImprint(() => getJson(client, '/api/public/legal/impressum')),
});

export const useImprint = () => useQuery(imprintQuery);
