import type { PublicPricingTestimonial } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicListQuery } from '../../../lib/public-api';

export type PricingTestimonial = PublicPricingTestimonial;

/** GET /api/public/pricing-testimonials; rating defaults to 5. */
export const pricingTestimonialsQuery = publicListQuery('pricing-testimonials', 'publicPricingTestimonialsSchema');

export const usePricingTestimonials = () => useQuery(pricingTestimonialsQuery);
