/*
 * The request forms' fields and choices, apart from the schemas in offer-requests.ts:
 * the web app's forms import these without pulling zod into their chunks.
 */

/** What a visitor fills in on the offer dialog. */
export const OFFER_DIALOG_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'address',
  'zip',
  'town',
  'service',
  'budget',
  'message',
] as const;
/** The contact page's enquiry form: no service, but these four more. */
export const ENQUIRY_FORM_FIELDS = [
  ...OFFER_DIALOG_FIELDS.filter(
    (field): field is Exclude<(typeof OFFER_DIALOG_FIELDS)[number], 'service'> => field !== 'service',
  ),
  'country',
  'projectType',
  'timeline',
] as const;
export type OfferDialogValues = Record<(typeof OFFER_DIALOG_FIELDS)[number], string>;
export type EnquiryFormValues = Record<(typeof ENQUIRY_FORM_FIELDS)[number], string>;

/** A form's values, every field empty. */
export function blankValues<K extends string>(fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<K, string>;
}

/** Offer dialog: 'Gewünschte Leistung'. */
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
/** Offer dialog budgets (amounts written with €). */
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
 * anfragen'), by package id. Reviewed package by package against what each one is; a package
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

/** The enquiry form's service when no project type is chosen. */
export const GENERAL_ENQUIRY_SERVICE = 'Allgemeine Anfrage';

/** Enquiry form project types: key → label ('Neue Website' and 'Online-Shop' are the spec's; the rest ours). */
export const PROJECT_TYPES = {
  website: 'Neue Website',
  redesign: 'Website-Redesign',
  ecommerce: 'Online-Shop',
  webapp: 'Web-Anwendung',
  mobile: 'Mobile App',
  consulting: 'Beratung',
  maintenance: 'Wartung & Support',
  other: 'Sonstiges Projekt',
} as const;
export type ProjectType = keyof typeof PROJECT_TYPES;

/** Enquiry form budgets: key → label. */
export const ENQUIRY_BUDGETS = {
  'under-5k': 'unter 5.000 €',
  '5k-15k': '5.000 - 15.000 €',
  '15k-30k': '15.000 - 30.000 €',
  '30k-50k': '30.000 - 50.000 €',
  'over-50k': 'über 50.000 €',
  discuss: 'Nach Absprache',
} as const;
/** A choice left empty, as the payload says it (budget, and the timeline appended to the message). */
export const NOT_GIVEN = 'Nicht angegeben';
export const BUDGET_NOT_GIVEN = NOT_GIVEN;

/** Enquiry form countries; 'Anderes' is labelled 'Anderes Land'. */
export const ENQUIRY_COUNTRIES = [
  'Deutschland',
  'Österreich',
  'Schweiz',
  'Frankreich',
  'Niederlande',
  'Belgien',
  'Luxemburg',
  'Polen',
  'Tschechien',
  'Dänemark',
  'Schweden',
  'Norwegen',
  'Finnland',
  'Italien',
  'Spanien',
  'Portugal',
  'Vereinigtes Königreich',
  'Irland',
  'Anderes',
] as const;
export const DEFAULT_COUNTRY = 'Deutschland';

/** Enquiry form timelines (ours; the spec names the field only). */
export const ENQUIRY_TIMELINES = [
  'So schnell wie möglich',
  'Innerhalb von 1-3 Monaten',
  'In 3-6 Monaten',
  'In mehr als 6 Monaten',
  'Flexibel',
] as const;
