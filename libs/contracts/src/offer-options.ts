/*
 * The offer dialog's choices (public-site §5), apart from the schemas in offer-requests.ts: the web app's
 * dialog imports these without pulling zod into its chunk.
 */

/** Offer dialog: 'Gewünschte Leistung' (public-site §5). */
export const OFFER_SERVICES = [
  'Website ohne CMS – Design & SEO',
  'Content-Erstellung',
  'Google Ads Management',
  'Website-Wartung & Support',
  'Social Media Content',
  'SEO-Audit',
  'CMS-Nachrüstung',
  'Mehrsprachigkeit',
  'Consent Management',
  'Landingpage',
  'Ad-Creatives',
  'Analytics Setup',
  'Sonstiges',
] as const;
/** Offer dialog budgets (public-site §5; "euro" of the spec written as €). */
export const OFFER_BUDGETS = [
  'unter 1.000 €',
  '1.000 - 2.500 €',
  '2.500 - 5.000 €',
  '5.000 - 10.000 €',
  'über 10.000 €',
  'noch nicht festgelegt',
] as const;
