import { queryOptions, useQuery } from '@tanstack/react-query';
import { asList, getJson, logLoadError, str, strList } from '../../../lib/public-api';

export interface HomePackage {
  id: string;
  title: string;
  description: string;
  image: string;
  features: string[];
  detailedDescription: string;
  included: string[];
  technologies: string[];
  deliveryTime: string;
  startingPrice: string;
  idealFor: string[];
}

function toPackage(item: Record<string, unknown>, index: number): HomePackage {
  return {
    id: str(item.id, `paket-${index}`),
    title: str(item.title),
    description: str(item.description),
    image: str(item.image),
    features: strList(item.features),
    detailedDescription: str(item.detailedDescription),
    included: strList(item.included),
    technologies: strList(item.technologies),
    deliveryTime: str(item.deliveryTime),
    startingPrice: str(item.startingPrice),
    idealFor: strList(item.idealFor),
  };
}

/** GET /api/public/home-packages; the spec's three packages (kept in the web) when empty or failing. */
export async function getHomePackages(fetchJson: () => Promise<unknown>): Promise<HomePackage[]> {
  try {
    const list = asList(await fetchJson()).map(toPackage);
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
