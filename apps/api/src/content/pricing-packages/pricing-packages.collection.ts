import { pricingPackageInputSchema } from '@agency/contracts';
import type { CollectionDefinition } from '../shared/content-collection';

/** Subscription packages of /preise. A form's temporary 'new-…' id is created by POST. */
export const pricingPackages: CollectionDefinition<typeof pricingPackageInputSchema> = {
  name: 'pricing-packages',
  publicPath: 'api/public/pricing-packages',
  eventPrefix: 'PricingPackage',
  pluralEventPrefix: 'PricingPackages',
  label: 'Paket',
  pluralLabel: 'Preispakete',
  permission: 'pricing',
  schema: pricingPackageInputSchema,
  listKey: 'packages',
  itemKey: 'package',
  previewPath: '/preise',
  emptyMessage: 'Keine Daten zum Speichern',
};
