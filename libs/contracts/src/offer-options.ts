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
export type OfferService = (typeof OFFER_SERVICES)[number];

/**
 * 'Gewünschte Leistung' preselected when a visitor asks about a home package ('Jetzt unverbindlich
 * anfragen', spec §2.3), by package id. Reviewed package by package against what each one is; a package
 * staff add later, or one no choice describes, gets 'Sonstiges' — the dialog's message names the package
 * either way, so staff always see which one was meant.
 */
export const HOME_PACKAGE_OFFER_SERVICES: Readonly<Record<string, OfferService>> = {
  // A company website with a headless CMS, 4–8 weeks, from 3,500 €: 'Website ohne CMS' says the opposite and
  // 'CMS-Nachrüstung' retrofits an existing site; no choice is this package.
  'corporate-website': 'Sonstiges',
  // Continuous SEO and two new texts a month, from 899 € a month: neither the one-off 'SEO-Audit' (549–1,690 €,
  // only its start) nor per-piece 'Content-Erstellung' alone.
  'seo-content-paket': 'Sonstiges',
  // Ongoing care of the social-media channels, from 599 € a month: the dialog's 'Social Media Content'
  // (199–699 € a month) is that service.
  'social-media-management': 'Social Media Content',
};

/** The preselected service of a home package's enquiry. */
export function offerServiceForHomePackage(packageId: string): OfferService {
  return HOME_PACKAGE_OFFER_SERVICES[packageId] ?? 'Sonstiges';
}
