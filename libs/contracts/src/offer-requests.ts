import { z } from 'zod';
import {
  BUDGET_NOT_GIVEN,
  DEFAULT_COUNTRY,
  ENQUIRY_BUDGETS,
  ENQUIRY_COUNTRIES,
  GENERAL_ENQUIRY_SERVICE,
  OFFER_BUDGETS,
  OFFER_SERVICES,
  PROJECT_TYPES,
  type ProjectType,
  type EnquiryFormValues,
  type OfferDialogValues,
} from './offer-options';

/*
 * Offer requests: what the offer dialog and the
 * contact page's enquiry form send to POST /api/offer-request, and what staff read back.
 */

/** Loose comparison of choice labels: case, spaces, dash kinds and "€"/"euro" spellings do not matter. */
const normalizeChoice = (value: string) =>
  value
    .toLowerCase()
    .replace(/euro|eur|€/g, '')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, '')
    .trim();

function choiceLookup(entries: readonly (readonly [string, string])[]): (value: string) => string | undefined {
  const map = new Map(entries.map(([input, label]) => [normalizeChoice(input), label]));
  return (value) => map.get(normalizeChoice(value));
}

const serviceOf = choiceLookup([
  ...OFFER_SERVICES.map((s) => [s, s] as const),
  [GENERAL_ENQUIRY_SERVICE, GENERAL_ENQUIRY_SERVICE],
  ...Object.entries(PROJECT_TYPES),
  ...Object.values(PROJECT_TYPES).map((label) => [label, label] as const),
]);
const projectTypeOf = choiceLookup([
  ...Object.keys(PROJECT_TYPES).map((key) => [key, key] as const),
  ...Object.entries(PROJECT_TYPES).map(([key, label]) => [label, key] as const),
]);
const budgetOf = choiceLookup([
  ...OFFER_BUDGETS.map((b) => [b, b] as const),
  ...Object.entries(ENQUIRY_BUDGETS),
  ...Object.values(ENQUIRY_BUDGETS).map((label) => [label, label] as const),
  [BUDGET_NOT_GIVEN, BUDGET_NOT_GIVEN],
]);
const countryOf = choiceLookup([...ENQUIRY_COUNTRIES.map((c) => [c, c] as const), ['Anderes Land', 'Anderes']]);

const trimmed = (max: number, label: string) =>
  z
    .string(`${label} muss ein Text sein`)
    .max(max, `${label} ist zu lang (höchstens ${max} Zeichen)`)
    .nullish()
    .transform((value) => (value ?? '').trim());
const required = (max: number, label: string) =>
  trimmed(max, label).refine((value) => value !== '', `${label} ist ein Pflichtfeld`);
/** A choice from a list: '' when left empty, the canonical label otherwise. */
const choice = (max: number, label: string, lookup: (value: string) => string | undefined) =>
  trimmed(max, label).superRefine((value, ctx) => {
    if (value !== '' && !lookup(value))
      ctx.addIssue({ code: 'custom', message: `${label}: unbekannte Auswahl „${value}“` });
  });

export const OFFER_REQUEST_LIMITS = { message: 5_000 } as const;

/**
 * POST /api/offer-request. Exactly the offer dialog's fields (the contact page adds country, and may
 * send projectType and timeline); `website` is the honeypot, `form_token` the render token of the form.
 */
export const offerRequestInputSchema = z
  .object({
    name: required(200, 'Name'),
    email: required(254, 'E-Mail').pipe(z.email('Ungültige E-Mail-Adresse')),
    phone: trimmed(50, 'Telefon').refine(
      (value) => value === '' || /^[0-9+()/.\s-]{3,50}$/.test(value),
      'Ungültige Telefonnummer',
    ),
    company: required(200, 'Unternehmen'),
    address: required(300, 'Adresse'),
    zip: required(20, 'PLZ'),
    town: required(200, 'Ort'),
    country: choice(100, 'Land', countryOf),
    service: choice(200, 'Gewünschte Leistung', serviceOf),
    budget: choice(100, 'Budget', budgetOf),
    message: required(OFFER_REQUEST_LIMITS.message, 'Nachricht'),
    projectType: choice(50, 'Projektart', projectTypeOf),
    timeline: trimmed(200, 'Zeitrahmen'),
    website: z.unknown().optional(),
    form_token: z.string().max(200).nullish(),
    /**
     * The visitor's analytics session (the tracker's `sess_…` id), sent only with analytics consent: links the
     * request to the session's traffic source and entry page (docs/metrics.md, 'Anfragen nach Quelle').
     */
    analytics_session_id: z
      .string('analytics_session_id muss ein Text sein')
      .max(64, 'analytics_session_id ist zu lang (höchstens 64 Zeichen)')
      .regex(/^sess_[A-Za-z0-9_-]+$/, 'analytics_session_id muss mit sess_ beginnen')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.service === '' && value.projectType === '') {
      ctx.addIssue({ code: 'custom', path: ['service'], message: 'Gewünschte Leistung ist ein Pflichtfeld' });
    }
  })
  .transform((value) => {
    const isEnquiry = value.country !== '' || value.projectType !== '' || value.timeline !== '';
    const projectType = value.projectType ? (projectTypeOf(value.projectType) as ProjectType) : null;
    const service = value.service
      ? (serviceOf(value.service) as string)
      : projectType
        ? PROJECT_TYPES[projectType]
        : GENERAL_ENQUIRY_SERVICE;
    // The form appends the timeline itself; a client sending it apart gets the same.
    const message =
      value.timeline && !value.message.includes('Zeitrahmen:')
        ? `${value.message}\n\nZeitrahmen: ${value.timeline}`
        : value.message;
    return {
      request: {
        name: value.name,
        email: value.email,
        phone: value.phone,
        company: value.company,
        address: value.address,
        zip: value.zip,
        town: value.town,
        country: value.country ? (countryOf(value.country) as string) : DEFAULT_COUNTRY,
        service,
        budget: value.budget ? (budgetOf(value.budget) as string) : BUDGET_NOT_GIVEN,
        message,
        project_type: projectType,
        timeline: value.timeline || null,
        source: isEnquiry ? ('contact_form' as const) : ('offer_dialog' as const),
      },
      honeypot: value.website === undefined || value.website === null ? '' : String(value.website),
      formToken: value.form_token ?? null,
      analyticsSessionId: value.analytics_session_id ?? null,
    };
  });
export type OfferRequestInput = z.input<typeof offerRequestInputSchema>;
/** Compiles only while every field of the two forms (offer-options.ts) is a field of the payload. */
export type OfferFormFieldsArePayloadFields = [
  Exclude<keyof OfferDialogValues | keyof EnquiryFormValues, keyof OfferRequestInput>,
] extends [never]
  ? true
  : never;
const _formFieldsArePayloadFields: OfferFormFieldsArePayloadFields = true;
export type OfferRequestFields = z.output<typeof offerRequestInputSchema>['request'];

export const offerRequestAcceptedSchema = z.object({ success: z.literal(true), id: z.string(), message: z.string() });
export type OfferRequestAccepted = z.infer<typeof offerRequestAcceptedSchema>;

/** Accounting sync status (mysql_status); null while never tried. */
export const mysqlStatusSchema = z
  .object({
    success: z.boolean(),
    customer_id: z.number().int().optional(),
    error: z.string().optional(),
    at: z.string(),
  })
  .nullable();
export type MysqlStatus = z.infer<typeof mysqlStatusSchema>;

/** An offer request as staff read it. */
export const offerRequestSchema = z.object({
  id: z.string(),
  rowid: z.number().int(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  zip: z.string(),
  town: z.string(),
  country: z.string(),
  message: z.string(),
  service: z.string(),
  budget: z.string(),
  project_type: z.string().nullable(),
  timeline: z.string().nullable(),
  source: z.enum(['offer_dialog', 'contact_form']),
  created_at: z.string(),
  read: z.boolean(),
  mysql_status: mysqlStatusSchema,
});
export type OfferRequest = z.infer<typeof offerRequestSchema>;

/** Most requests one page of the inbox holds (GET /api/admin/offer-requests `limit`), and the default. */
export const OFFER_REQUEST_PAGE_MAX = 200;
export const OFFER_REQUEST_PAGE_DEFAULT = 50;
/** Longest search text of the inbox. */
export const OFFER_REQUEST_SEARCH_MAX = 200;

const calendarDay = (label: string) =>
  z
    .string(`${label} muss ein Datum sein (JJJJ-MM-TT)`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} muss ein Datum sein (JJJJ-MM-TT)`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} ist kein gültiges Datum`);
const whole = (label: string, min: number, max: number) =>
  z
    .string(`${label} muss eine ganze Zahl sein`)
    .regex(/^\d{1,6}$/, `${label} muss eine ganze Zahl sein`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${label} muss zwischen ${min} und ${max} liegen`)
        .max(max, `${label} muss zwischen ${min} und ${max} liegen`),
    );

/**
 * The inbox's query (GET /api/admin/offer-requests): `q` searches name, e-mail, company and message; `unread`
 * 'true' shows the unread ones, 'false' the read ones; `service` one service; `from`/`to` calendar days in
 * Europe/Berlin, both included; `limit`/`offset` a page, at most OFFER_REQUEST_PAGE_MAX. Anything else is a 400.
 */
export const offerRequestListQuerySchema = z
  .strictObject(
    {
      q: z
        .string('Suchtext muss ein Text sein')
        .max(OFFER_REQUEST_SEARCH_MAX, `Suchtext ist zu lang (höchstens ${OFFER_REQUEST_SEARCH_MAX} Zeichen)`)
        .transform((value) => value.trim())
        .optional(),
      unread: z
        .enum(['true', 'false'], "ungelesen muss 'true' oder 'false' sein")
        .transform((value) => value === 'true')
        .optional(),
      service: z
        .string('Leistung muss ein Text sein')
        .max(200, 'Leistung ist zu lang (höchstens 200 Zeichen)')
        .transform((value) => value.trim())
        .optional(),
      from: calendarDay('Von').optional(),
      to: calendarDay('Bis').optional(),
      limit: whole('limit', 1, OFFER_REQUEST_PAGE_MAX).optional(),
      offset: whole('offset', 0, 100_000).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unbekannter Parameter: ${issue.keys.join(', ').slice(0, 200)}`
          : undefined,
    },
  )
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Das Datum „Von“ liegt nach dem Datum „Bis“',
    path: ['to'],
  });
export type OfferRequestListQuery = z.input<typeof offerRequestListQuerySchema>;
export type OfferRequestListFilter = z.output<typeof offerRequestListQuerySchema>;

/** One page of the inbox: the requests matching, how many match in all, the inbox's counts and its services. */
export const offerRequestListSchema = z.object({
  requests: z.array(offerRequestSchema),
  /** Requests matching the query, over all pages. */
  total: z.number().int(),
  /** The whole inbox, whatever the query: all requests and the unread ones. */
  counts: z.object({ all: z.number().int(), unread: z.number().int() }),
  /** The services the inbox's requests name, for the filter. */
  services: z.array(z.string()),
});
export type OfferRequestList = z.infer<typeof offerRequestListSchema>;

/**
 * Why a submission is held back as suspected spam, with the label staff read. The form token is the render
 * token of GET /api/offer-request/form-token: the site's forms fetch one when they open and send it once.
 */
export const SUSPECTED_SPAM_REASONS = {
  honeypot: 'Verstecktes Feld ausgefüllt, das nur Programme sehen',
  filled_too_fast: 'Formular schneller ausgefüllt, als ein Mensch es kann',
  missing_form_token: 'Nicht über ein Formular der Website gesendet (Formular-Kennung fehlt)',
  invalid_form_token: 'Formular-Kennung ungültig oder gefälscht',
  reused_form_token: 'Formular-Kennung schon für eine andere Anfrage verwendet',
  expired_form_token: 'Formular vor mehr als 24 Stunden geladen',
} as const;
export type SuspectedSpamReason = keyof typeof SUSPECTED_SPAM_REASONS;

/** The label of a reason; one stored before the list knew it is shown as stored. */
export function suspectedSpamReasonLabel(reason: string): string {
  return Object.hasOwn(SUSPECTED_SPAM_REASONS, reason) ? SUSPECTED_SPAM_REASONS[reason as SuspectedSpamReason] : reason;
}

/** A submission held back as suspected spam, for staff to review. */
export const suspectedSpamSchema = offerRequestSchema
  .omit({ read: true, mysql_status: true, rowid: true })
  .extend({ reasons: z.array(z.string()) });
export type SuspectedSpam = z.infer<typeof suspectedSpamSchema>;
