import type { PublicHomePackage } from '@agency/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

export type HomePackage = PublicHomePackage;

/** GET /api/public/home-packages; the spec's three packages (kept in the web) when empty or failing. */
export async function getHomePackages(fetchJson: () => Promise<unknown>): Promise<HomePackage[]> {
  try {
    const list = await readPublic('publicHomePackagesSchema', await fetchJson());
    if (list.length > 0) return list;
  } catch (error) {
    logLoadError('home-packages', error);
  }
  return [...(await import('../fallback-packages')).FALLBACK_HOME_PACKAGES];
}

export const homePackagesQuery = queryOptions({
  queryKey: ['public', 'home-packages'],
  queryFn: ({ client }) => getHomePackages(() => getJson(client, '/api/public/home-packages')),
});

export const useHomePackages = () => useQuery(homePackagesQuery);
