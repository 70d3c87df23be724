import { pricingTestimonialInputSchema } from '@agency/contracts';
import type { CollectionDefinition } from '../shared/content-collection';

/** Customer reviews on /preise ('Kundenmeinungen'). */
export const pricingTestimonials: CollectionDefinition<typeof pricingTestimonialInputSchema> = {
  name: 'pricing-testimonials',
  publicPath: 'api/public/pricing-testimonials',
  eventPrefix: 'PricingTestimonial',
  pluralEventPrefix: 'PricingTestimonials',
  label: 'Testimonial',
  pluralLabel: 'Kundenmeinungen',
  permission: 'pricing',
  schema: pricingTestimonialInputSchema,
  listKey: 'testimonials',
  itemKey: 'testimonial',
  previewPath: '/preise',
  emptyMessage: 'Keine Daten zum Speichern',
};
