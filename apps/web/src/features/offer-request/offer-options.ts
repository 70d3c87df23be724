/** 'Gewünschte Leistung' of the offer dialog (spec/public-site.md §5). */
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
];

/** Budget choices of the offer dialog (spec §5, "euro" written as €). */
export const OFFER_BUDGETS = ['unter 1.000 €', '1.000 - 2.500 €', '2.500 - 5.000 €', '5.000 - 10.000 €', 'über 10.000 €', 'noch nicht festgelegt'];

/** Time the thank-you panel stays before the dialog resets and closes (spec §9). */
export const THANK_YOU_MS = 3000;
