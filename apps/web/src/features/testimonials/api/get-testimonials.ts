import { queryOptions, useQuery } from '@tanstack/react-query';
import { asList, getJson, logLoadError, str } from '../../../lib/public-api';

export interface Testimonial {
  id: string;
  text: string;
  rating: number;
  name: string;
  company: string;
  image: string;
}

/** GET /api/public/testimonials; failure gives an empty list. */
export async function getTestimonials(fetchJson: () => Promise<unknown>): Promise<Testimonial[]> {
  try {
    return asList(await fetchJson()).map((item, index) => ({
      id: str(item.id, `t-${index}`),
      text: str(item.text),
      rating: typeof item.rating === 'number' ? item.rating : 5,
      name: str(item.name) || 'Unbekannt',
      company: str(item.company),
      image: str(item.image),
    }));
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
