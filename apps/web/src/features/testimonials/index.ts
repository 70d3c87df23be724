export { TestimonialsSection } from './testimonials-section';
export { testimonialsQuery } from './api/get-testimonials';
