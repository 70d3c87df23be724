import { customerTestimonialInputSchema } from '@agency/contracts';
import type { CollectionDefinition } from '../shared/content-collection';

/** Customer testimonials of the home page ('Bewertungen' in the back-office). */
export const testimonials: CollectionDefinition<typeof customerTestimonialInputSchema> = {
  name: 'testimonials',
  publicPath: 'api/public/testimonials',
  eventPrefix: 'Testimonial',
  pluralEventPrefix: 'Testimonials',
  label: 'Bewertung',
  pluralLabel: 'Bewertungen',
  permission: 'testimonials',
  schema: customerTestimonialInputSchema,
  listKey: 'testimonials',
  itemKey: 'testimonial',
  previewPath: '/',
  emptyMessage: 'Keine Daten zum Speichern - bitte Formular erneut ausfüllen',
};
