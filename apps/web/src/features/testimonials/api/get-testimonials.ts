import type { PublicTestimonial } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicListQuery } from '../../../lib/public-api';

export type Testimonial = PublicTestimonial;

/** GET /api/public/testimonials; failure gives an empty list. */
export const testimonialsQuery = publicListQuery('testimonials', 'publicTestimonialsSchema');

export const useTestimonials = () => useQuery(testimonialsQuery);
