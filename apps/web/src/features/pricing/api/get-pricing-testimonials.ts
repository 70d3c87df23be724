import { queryOptions, useQuery } from '@tanstack/react-query';
import { asList, getJson, logLoadError, str } from '../../../lib/public-api';

export interface PricingTestimonial {
  id: string;
  text: string;
  rating: number;
  name: string;
  company: string;
  package: string;
}

/** GET /api/public/pricing-testimonials; rating defaults to 5 (spec §9). */
export async function getPricingTestimonials(fetchJson: () => Promise<unknown>): Promise<PricingTestimonial[]> {
  try {
    return asList(await fetchJson()).map((item, index) => ({
      id: str(item.id, `review-${index}`),
      text: str(item.text),
      rating: typeof item.rating === 'number' ? item.rating : 5,
      name: str(item.name),
      company: str(item.company),
      package: str(item.package),
    }));
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
