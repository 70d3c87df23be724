import type { PublicPricingTestimonial } from '@agency/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

export type PricingTestimonial = PublicPricingTestimonial;

/** GET /api/public/pricing-testimonials; rating defaults to 5. */
export async function getPricingTestimonials(fetchJson: () => Promise<unknown>): Promise<PricingTestimonial[]> {
  try {
    return await readPublic('publicPricingTestimonialsSchema', await fetchJson());
  } catch (error) {
    logLoadError('pricing-testimonials', error);
    return [];
  }
}

export const pricingTestimonialsQuery = queryOptions({
  queryKey: ['public', 'pricing-testimonials'],
  queryFn: ({ client }) => getPricingTestimonials(() => getJson(client, '/api/public/pricing-testimonials')),
});

export const usePricingTestimonials = () => useQuery(pricingTestimonialsQuery);
