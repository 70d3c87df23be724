import { queryOptions, useQuery } from '@tanstack/react-query';
import { asList, getJson, logLoadError, str, strList } from '../../../lib/public-api';

export interface PricingPackage {
  id: string;
  name: string;
  price: number;
  duration: string;
  description: string;
  popular: boolean;
  ctaText: string;
  features: string[];
  notIncluded: string[];
}

/** GET /api/public/pricing-packages; a non-list or a failure is empty (spec §7). */
export async function getPricingPackages(fetchJson: () => Promise<unknown>): Promise<PricingPackage[]> {
  try {
    return asList(await fetchJson()).map((item, index) => ({
      id: str(item.id, `paket-${index}`),
      name: str(item.name),
      price: Number(item.price) || 0,
      duration: str(item.duration) || '24 Monate',
      description: str(item.description),
      popular: item.popular === true,
      ctaText: str(item.ctaText) || 'Paket wählen',
      features: strList(item.features),
      notIncluded: strList(item.notIncluded),
    }));
  } catch (error) {
    logLoadError('pricing-packages', error);
    return [];
  }
}

export const pricingPackagesQuery = queryOptions({
  queryKey: ['public', 'pricing-packages'],
  queryFn: ({ client }) => getPricingPackages(() => getJson(client, '/api/public/pricing-packages')),
});

export const usePricingPackages = () => useQuery(pricingPackagesQuery);
