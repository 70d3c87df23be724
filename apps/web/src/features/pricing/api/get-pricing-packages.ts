import type { PublicPricingPackage } from '@agency/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

export type PricingPackage = PublicPricingPackage;

/** GET /api/public/pricing-packages; a non-list or a failure is empty. */
export async function getPricingPackages(fetchJson: () => Promise<unknown>): Promise<PricingPackage[]> {
  try {
    return await readPublic('publicPricingPackagesSchema', await fetchJson());
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
