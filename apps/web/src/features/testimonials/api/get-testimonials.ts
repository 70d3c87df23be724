import type { PublicTestimonial } from '@agency/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

export type Testimonial = PublicTestimonial;

/** GET /api/public/testimonials; failure gives an empty list. */
export async function getTestimonials(fetchJson: () => Promise<unknown>): Promise<Testimonial[]> {
  try {
    return await readPublic('publicTestimonialsSchema', await fetchJson());
  } catch (error) {
    logLoadError('testimonials', error);
    return [];
  }
}

export const testimonialsQuery = queryOptions({
  queryKey: ['public', 'testimonials'],
  queryFn: ({ client }) => getTestimonials(() => getJson(client, '/api/public/testimonials')),
});

export const useTestimonials = () => useQuery(testimonialsQuery);
