import type { PublicPricingPackage } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicListQuery } from '../../../lib/public-api';

export type PricingPackage = PublicPricingPackage;

/** GET /api/public/pricing-packages; a non-list or a failure is empty. */
export const pricingPackagesQuery = publicListQuery('pricing-packages', 'publicPricingPackagesSchema');

export const usePricingPackages = () => useQuery(pricingPackagesQuery);
