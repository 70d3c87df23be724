import { z } from 'zod';
import { PLAN_FAILURE_REASONS } from './publishing';

/*
 * Content entities: the payloads staff save and the shapes the public pages read. The same schemas validate
 * the api's bodies and document them (OpenAPI). Required-field messages are the back-office's German texts,
 * word for word; defaults are the back-office's.
 */

const MAX_TEXT = 20_000;
const MAX_LONG_TEXT = 200_000;

/** Free text: trimmed, null and missing read as ''. */
export const text = (max = MAX_TEXT) =>
  z
    .string()
    .max(max, `Text ist zu lang (höchstens ${max} Zeichen)`)
    .nullish()
    .transform((value) => (value ?? '').trim());

/** Text with a default for blank input (e.g. ctaText 'Paket wählen', story link '#'). */
export const textOr = (fallback: string, max = MAX_TEXT) =>
  text(max).transform((value) => (value === '' ? fallback : value));

/**
 * A list of short texts: entries trimmed, empties dropped. The forms split comma- or
 * line-separated input themselves; a plain string is accepted too and split the same way.
 */
export const textList = (separator: 'comma' | 'line' = 'line') =>
  z
    .union([
      z.array(z.union([z.string(), z.number()]).nullish()).max(200, 'Zu viele Einträge'),
      z.string().max(MAX_TEXT),
    ])
    .nullish()
    .transform((value) => {
      const items = typeof value === 'string' ? value.split(separator === 'comma' ? /[,\n]/ : /\n/) : (value ?? []);
      return items.map((item) => String(item ?? '').trim()).filter((item) => item !== '');
    });

/** What an image field says when its value is neither an http(s) address nor a path of the site. */
export const IMAGE_URL_MESSAGE =
  'Die Bild-URL muss mit http:// oder https:// beginnen oder ein Pfad der Website sein, der mit einem / beginnt (z. B. /images/bild.jpg)';

/** Whether `value` is an image address a page may show: an http(s) URL, or a site path with a single leading '/'. */
export function isImageUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (/^\/(?!\/)/.test(value)) return true;
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * An image field: empty, an http(s) address, or a path of the site starting with a single '/'. Anything else
 * (javascript:, data:, '//host', a bare file name) is refused with IMAGE_URL_MESSAGE.
 */
export const imageUrl = () =>
  text(2000).refine((value) => value === '' || isImageUrl(value), { message: IMAGE_URL_MESSAGE });

const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.literal(1), z.literal(0), z.literal('true'), z.literal('false')])
    .nullish()
    .transform((value) =>
      value === null || value === undefined ? fallback : value === true || value === 1 || value === 'true',
    );

export const RATING_MESSAGE = 'Die Bewertung muss zwischen 1 und 5 Sternen liegen';
const rating = z
  .union([z.number(), z.string().regex(/^\s*\d+\s*$/, RATING_MESSAGE)])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? 5 : Number(value)))
  .pipe(z.number().int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE));

/** Marks built-in sample content (seed data) until staff replace it. */
const sample = z.boolean().optional();

/** Adds one issue per missing field, all carrying the spec's combined message. */
function requireFields<T extends Record<string, unknown>>(
  fields: (keyof T & string)[],
  message: string | ((missing: string[]) => string),
  isMissing: (value: unknown) => boolean = (value) => value === '' || value === undefined || value === null,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const missing = fields.filter((field) => isMissing(value[field]));
    if (missing.length === 0) return;
    const text = typeof message === 'string' ? message : message(missing);
    for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: text });
  };
}

// ---------------------------------------------------------------------------------------------------
// Success stories
export const STORY_REQUIRED_MESSAGE = 'Firma und Titel sind Pflichtfelder';
export const successStoryInputSchema = z
  .object({
    company: text(200),
    title: text(300),
    description: text(),
    badge: text(200),
    image: imageUrl(),
    link: textOr('#', 2000),
    enabled: flag(true),
    challenge: text(),
    solution: text(),
    solutionDetails: textList('line'),
    results: z
      .array(z.object({ value: text(100), label: text(200) }))
      .max(20, 'Zu viele Ergebnisse')
      .nullish()
      .transform((items) => (items ?? []).filter((item) => item.value !== '' || item.label !== '')),
    testimonial: z
      .object({ quote: text(), author: text(200), position: text(200) })
      .nullish()
      .transform((value) => value ?? { quote: '', author: '', position: '' }),
    sample,
  })
  .superRefine(requireFields(['company', 'title'], STORY_REQUIRED_MESSAGE));
export type SuccessStoryInput = z.input<typeof successStoryInputSchema>;
export type SuccessStoryFields = z.output<typeof successStoryInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Portfolio projects
export const PORTFOLIO_CATEGORIES = ['corporate', 'ecommerce', 'startup', 'medical', 'consulting'] as const;
export const PORTFOLIO_CATEGORY_LABELS: Record<(typeof PORTFOLIO_CATEGORIES)[number] | 'alle', string> = {
  alle: 'Alle Projekte',
  corporate: 'Corporate Websites',
  ecommerce: 'E-Commerce',
  startup: 'Start-ups',
  medical: 'Medizin & Gesundheit',
  consulting: 'Beratung & Services',
};
export const PORTFOLIO_REQUIRED_MESSAGE = 'Titel und Kunde sind Pflichtfelder';
export const portfolioProjectInputSchema = z
  .object({
    title: text(300),
    category: z
      .enum(PORTFOLIO_CATEGORIES, { message: 'Unbekannte Kategorie' })
      .nullish()
      .transform((value) => value ?? 'corporate'),
    client: text(200),
    year: z
      .union([z.string().max(20), z.number().int()])
      .nullish()
      .transform((value) => String(value ?? '').trim() || String(new Date().getFullYear())),
    location: text(200),
    image: imageUrl(),
    description: text(),
    technologies: textList('comma'),
    features: textList('comma'),
    link: text(2000),
    featured: flag(false),
    enabled: flag(true),
    results: z
      .object({ traffic: text(100), conversions: text(100), engagement: text(100) })
      .nullish()
      .transform((value) => value ?? { traffic: '', conversions: '', engagement: '' }),
    testimonial: z
      .object({ text: text(), author: text(200), position: text(200) })
      .nullish()
      .transform((value) => value ?? { text: '', author: '', position: '' }),
    sample,
  })
  .superRefine(requireFields(['title', 'client'], PORTFOLIO_REQUIRED_MESSAGE));
export type PortfolioProjectInput = z.input<typeof portfolioProjectInputSchema>;
export type PortfolioProjectFields = z.output<typeof portfolioProjectInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Pricing packages
export const PACKAGE_REQUIRED_MESSAGE = 'Name und Preis sind Pflichtfelder';
/** The form parses the price as a decimal and falls back to 0, which counts as empty. */
const price = z
  .union([z.number(), z.string().max(50)])
  .nullish()
  .transform((value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
    const parsed = Number.parseFloat(String(value ?? '').replace(',', '.'));
    return Number.isFinite(parsed) ? parsed : 0;
  })
  .pipe(z.number().min(0, 'Der Preis darf nicht negativ sein').max(1_000_000, 'Der Preis ist zu hoch'));
export const pricingPackageInputSchema = z
  .object({
    name: text(200),
    price,
    duration: textOr('24 Monate', 100),
    description: text(),
    features: textList('line'),
    notIncluded: textList('line'),
    ctaText: textOr('Paket wählen', 100),
    popular: flag(false),
    enabled: flag(true),
    sample,
  })
  .superRefine(requireFields(['name', 'price'], PACKAGE_REQUIRED_MESSAGE, (value) => value === '' || value === 0));
export type PricingPackageInput = z.input<typeof pricingPackageInputSchema>;
export type PricingPackageFields = z.output<typeof pricingPackageInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Pricing testimonials
export const PRICING_TESTIMONIAL_REQUIRED_MESSAGE = 'Name und Text sind Pflichtfelder';
export const pricingTestimonialInputSchema = z
  .object({
    name: text(200),
    company: text(200),
    text: text(),
    package: text(200),
    rating,
    enabled: flag(true),
    sample,
  })
  .superRefine(requireFields(['name', 'text'], PRICING_TESTIMONIAL_REQUIRED_MESSAGE));
export type PricingTestimonialInput = z.input<typeof pricingTestimonialInputSchema>;
export type PricingTestimonialFields = z.output<typeof pricingTestimonialInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Customer testimonials (home page)
const FIELD_LABELS: Record<string, string> = { name: 'Name', text: 'Text' };
export const customerTestimonialInputSchema = z
  .object({
    name: text(200),
    company: text(200),
    rating,
    text: text(),
    image: imageUrl(),
    enabled: flag(true),
    sample,
  })
  .superRefine(
    requireFields(
      ['name', 'text'],
      (missing) => `Pflichtfelder fehlen: ${missing.map((f) => FIELD_LABELS[f]).join(' ')}`,
    ),
  );
export type CustomerTestimonialInput = z.input<typeof customerTestimonialInputSchema>;
export type CustomerTestimonialFields = z.output<typeof customerTestimonialInputSchema>;

// ---------------------------------------------------------------------------------------------------
// FAQ (whole-array save)
export const FAQ_ICONS = [
  'HelpCircle',
  'Code',
  'FileText',
  'TrendingUp',
  'Settings',
  'Users',
  'Search',
  'Shield',
  'DollarSign',
  'Server',
] as const;
/** Ids come from the form (numbers or strings); new entries without one get one on the server. */
const clientId = z
  .union([z.string().max(100), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? undefined : String(value)));
export const faqQuestionSchema = z
  .object({
    id: clientId,
    question: text(1000),
    answer: text(),
    active: flag(true),
    sample,
  })
  .superRefine(requireFields(['question'], 'Die Frage darf nicht leer sein'));
export const faqCategorySchema = z
  .object({
    id: clientId,
    title: text(300),
    icon: z
      .enum(FAQ_ICONS, { message: 'Unbekanntes Symbol' })
      .nullish()
      .transform((value) => value ?? 'HelpCircle'),
    questions: z
      .array(faqQuestionSchema)
      .max(200, 'Zu viele Fragen')
      .nullish()
      .transform((value) => value ?? []),
    sample,
  })
  .superRefine(requireFields(['title'], 'Der Kategorietitel darf nicht leer sein'));
export const faqCategoriesSchema = z.array(faqCategorySchema).max(100, 'Zu viele Kategorien');
export type FaqCategoryInput = z.input<typeof faqCategorySchema>;
/** A question as the server keeps and answers it: with the id the server gave it. */
export const storedFaqQuestionSchema = faqQuestionSchema.safeExtend({ id: z.string().min(1) });
/** A category as the server keeps and answers it (GET /api/admin/faqs): ids on the category and every question. */
export const storedFaqCategorySchema = faqCategorySchema.safeExtend({
  id: z.string().min(1),
  questions: z.array(storedFaqQuestionSchema),
});
export type FaqCategory = z.output<typeof storedFaqCategorySchema>;

// ---------------------------------------------------------------------------------------------------
// Services (whole-array save)
export const SERVICE_ICONS = [
  'Code',
  'ShoppingCart',
  'Monitor',
  'Users',
  'TrendingUp',
  'Server',
  'Smartphone',
  'Palette',
  'Mail',
  'HelpCircle',
  'Award',
  'Calendar',
  'DollarSign',
  'FileText',
  'Shield',
  'Search',
  'Settings',
  'Globe',
  'Layout',
  'Image',
  'BarChart',
] as const;
/** Prices of service packages and add-ons are shown as given ('1.190', 'ab 690', 349). */
const displayPrice = z
  .union([z.string().max(100), z.number()])
  .nullish()
  .transform((value) =>
    value === null || value === undefined ? '' : typeof value === 'number' ? value : value.trim(),
  );
export const servicePackageSchema = z.object({
  name: text(200),
  pages: z
    .union([z.string().max(100), z.number()])
    .nullish()
    .transform((value) => value ?? undefined),
  price: displayPrice,
  setup: z
    .union([z.string().max(100), z.number()])
    .nullish()
    .transform((value) => value ?? undefined),
  features: textList('line'),
});
export const serviceAddonSchema = z.object({ name: text(200), price: displayPrice });
export const serviceSchema = z
  .object({
    id: clientId,
    title: text(300),
    subtitle: text(300),
    description: text(),
    detailedDescription: text(),
    icon: z
      .enum(SERVICE_ICONS, { message: 'Unbekanntes Symbol' })
      .nullish()
      .transform((value) => value ?? 'Code'),
    image: imageUrl(),
    startingPrice: textOr('ab 999€', 100),
    price: text(100),
    deliveryTime: textOr('2-4 Wochen', 100),
    features: textList('line').transform((items) => (items.length ? items : ['Feature 1', 'Feature 2'])),
    included: textList('line'),
    technologies: textList('line'),
    packages: z
      .array(servicePackageSchema)
      .max(20)
      .nullish()
      .transform((value) => value ?? []),
    addons: z
      .array(serviceAddonSchema)
      .max(50)
      .nullish()
      .transform((value) => value ?? []),
    note: text(),
    active: flag(true),
    sample,
  })
  .superRefine(requireFields(['title'], 'Der Titel des Service darf nicht leer sein'));
export const servicesSchema = z.array(serviceSchema).max(100, 'Zu viele Services');
export type ServiceInput = z.input<typeof serviceSchema>;
/** A service as the server keeps and answers it (GET /api/admin/services): with the id the server gave it. */
export const storedServiceSchema = serviceSchema.safeExtend({ id: z.string().min(1) });
export type Service = z.output<typeof storedServiceSchema>;

// ---------------------------------------------------------------------------------------------------
// Legal texts
export const impressumSchema = z.object({
  title: textOr('Impressum', 200),
  company: z.object({
    name: text(300),
    legal: text(300),
    owner: text(300),
    address: z.object({ street: text(300), city: text(300), country: text(100) }),
    contact: z.object({ phone: text(100), email: text(300), website: text(300) }),
    tax: z.object({ ustId: text(100), steuernummer: text(100) }),
    responsible: z.object({ name: text(300), address: text(1000) }),
  }),
  disclaimer: z.object({ liability: text(MAX_LONG_TEXT), copyright: text(MAX_LONG_TEXT) }),
  dispute_resolution: text(MAX_LONG_TEXT),
  sample,
});
export type ImpressumInput = z.input<typeof impressumSchema>;
export type Impressum = z.output<typeof impressumSchema>;

export const markdownDocumentSchema = z
  .object({ title: text(300), content: text(MAX_LONG_TEXT), sample })
  .superRefine(requireFields(['title'], 'Der Titel darf nicht leer sein'));
export type MarkdownDocumentInput = z.input<typeof markdownDocumentSchema>;
export type MarkdownDocument = z.output<typeof markdownDocumentSchema>;

export const LEGAL_DOCUMENTS = ['impressum', 'datenschutz', 'agb'] as const;
export type LegalDocumentKey = (typeof LEGAL_DOCUMENTS)[number];

// ---------------------------------------------------------------------------------------------------
// Image slots (whole-map save)
export const imageSlotSchema = z.object({ name: text(200), location: text(300), url: imageUrl(), sample });
/**
 * The site's image slots, saved as a whole map. The site always has slots (logo, hero, …), so an empty map is
 * never a complete save: it is what a form sends that never loaded, and it is refused.
 */
export const imageMapSchema = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Ungültiger Bildschlüssel (erlaubt: a-z, 0-9, _)'),
    imageSlotSchema,
  )
  .refine((map) => Object.keys(map).length > 0, 'Keine Bild-Slots zum Speichern – es wurde nichts geändert');
export type ImageSlot = z.output<typeof imageSlotSchema>;
/**
 * The image slots as the api answers them (the admin draft and live versions): the map of a site that never
 * saved one is empty, so an empty map is a valid answer.
 */
export const imageMapAnswerSchema = z.record(z.string(), imageSlotSchema);
export type ImageMap = z.output<typeof imageMapAnswerSchema>;

// ---------------------------------------------------------------------------------------------------
// Website settings
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube', 'github'] as const;
/** How the back-office names each network. */
export const SOCIAL_NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter / X',
  youtube: 'YouTube',
  github: 'GitHub',
};
const socialLink = z.object({ enabled: flag(false), url: text(2000) }).superRefine((value, ctx) => {
  if (value.enabled && value.url !== '' && !/^https?:\/\/\S+$/i.test(value.url)) {
    ctx.addIssue({ code: 'custom', path: ['url'], message: 'Die Adresse muss mit http:// oder https:// beginnen' });
  }
});
const emptySocial = { enabled: false, url: '' };
const socialLinkOrEmpty = socialLink.nullish().transform((value) => value ?? emptySocial);
export const websiteSettingsSchema = z.object({
  social_media: z
    .object({
      facebook: socialLinkOrEmpty,
      instagram: socialLinkOrEmpty,
      linkedin: socialLinkOrEmpty,
      twitter: socialLinkOrEmpty,
      youtube: socialLinkOrEmpty,
      github: socialLinkOrEmpty,
    })
    .nullish()
    .transform(
      (value) =>
        value ?? {
          facebook: emptySocial,
          instagram: emptySocial,
          linkedin: emptySocial,
          twitter: emptySocial,
          youtube: emptySocial,
          github: emptySocial,
        },
    ),
  contact_info: z
    .object({ email: text(300), phone: text(100), address: text(1000) })
    .nullish()
    .transform((value) => value ?? { email: '', phone: '', address: '' }),
  company_info: z
    .object({
      name: text(300),
      slogan: text(500),
      founded: z
        .union([z.string().max(20), z.number()])
        .nullish()
        .transform((v) => String(v ?? '').trim()),
    })
    .nullish()
    .transform((value) => value ?? { name: '', slogan: '', founded: '' }),
  sample,
});
export type WebsiteSettingsInput = z.input<typeof websiteSettingsSchema>;
export type WebsiteSettings = z.output<typeof websiteSettingsSchema>;

// ---------------------------------------------------------------------------------------------------
// E-mail templates
export const emailTemplatePlaceholderSchema = z.object({ key: text(100), description: text(500) });
export const emailTemplateSchema = z
  .object({
    name: text(200),
    subject: text(500),
    html_template: text(MAX_LONG_TEXT),
    placeholders: z
      .array(emailTemplatePlaceholderSchema)
      .max(100)
      .nullish()
      .transform((value) => value ?? []),
    sample,
  })
  .superRefine(requireFields(['name', 'subject'], 'Name und Betreff sind Pflichtfelder'));
export type EmailTemplateInput = z.input<typeof emailTemplateSchema>;
export type EmailTemplateFields = z.output<typeof emailTemplateSchema>;

// ---------------------------------------------------------------------------------------------------
// System settings: passwords are write-only; blank means unchanged.
const port = (fallback: number) =>
  z
    .union([z.number(), z.string().regex(/^\s*\d*\s*$/, 'Ungültiger Port')])
    .nullish()
    .transform((value) =>
      value === null || value === undefined || String(value).trim() === '' ? fallback : Number(value),
    )
    .pipe(z.number().int('Ungültiger Port').min(1, 'Ungültiger Port').max(65535, 'Ungültiger Port'));
export const mysqlSettingsSchema = z.object({
  host: textOr('localhost', 300),
  port: port(3306),
  user: text(200),
  password: z
    .string()
    .max(500)
    .nullish()
    .transform((value) => value ?? ''),
  database: text(200),
});
export const SMTP_DEFAULTS = { host: 'smtp.gmail.com', port: 587 } as const;
export const smtpSettingsSchema = z.object({
  host: textOr(SMTP_DEFAULTS.host, 300),
  port: port(SMTP_DEFAULTS.port),
  user: text(300),
  password: z
    .string()
    .max(500)
    .nullish()
    .transform((value) => value ?? ''),
  from_email: text(300).pipe(z.union([z.literal(''), z.email('Ungültige Absender-Adresse')])),
  from_name: text(200),
});
export type MysqlSettingsInput = z.input<typeof mysqlSettingsSchema>;
export type SmtpSettingsInput = z.input<typeof smtpSettingsSchema>;
/** As the api answers: the password itself never leaves the server. */
export type MysqlSettings = Omit<z.output<typeof mysqlSettingsSchema>, 'password'> & {
  password: '';
  password_set: boolean;
};
export type SmtpSettings = Omit<z.output<typeof smtpSettingsSchema>, 'password'> & {
  password: '';
  password_set: boolean;
};

// ---------------------------------------------------------------------------------------------------
// History, trash, order: common to every content type
export const HISTORY_ENTRY_TYPES = [
  'created',
  'changed',
  'deleted',
  'restored_from_trash',
  'reverted',
  'saved',
  // Drafts and publishing.
  'draft_saved',
  'draft_discarded',
  'published',
  'taken_offline',
  'publication_scheduled',
  'publication_cancelled',
  'publication_failed',
] as const;

export const historyEntrySchema = z.object({
  version: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  type: z.enum(HISTORY_ENTRY_TYPES),
  restoredVersion: z.number().int().optional(),
  /** 'publication_scheduled': what was planned for when. */
  plan: z.object({ action: z.enum(['publish', 'take_offline']), at: z.string() }).optional(),
  /** A publish or take-offline that a plan ran. */
  planned: z.boolean().optional(),
  /** 'publication_failed': why the plan was not run. */
  failure: z.enum(PLAN_FAILURE_REASONS).optional(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const restoreVersionRequestSchema = z.object({
  version: z.coerce.number({ message: 'Version fehlt' }).int('Ungültige Version').min(1, 'Ungültige Version'),
});
export type RestoreVersionRequest = z.infer<typeof restoreVersionRequestSchema>;

export const reorderRequestSchema = z.object({
  ids: z
    .array(z.union([z.string().max(100), z.number()]).transform(String))
    .min(1, 'Keine Reihenfolge angegeben')
    .max(1000),
});
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;

/** Every admin item carries its version (send it back as If-Match) and its place in the order. */
export interface AdminContentItem {
  id: string;
  version: number;
  sort: number;
  updated_at: string;
  updated_by: string | null;
}

// ---------------------------------------------------------------------------------------------------
// Home packages ('Komplettlösungen' on the home page; whole-array save)
export const homePackageSchema = z
  .object({
    id: clientId,
    title: text(300),
    description: text(),
    image: imageUrl(),
    features: textList('line'),
    detailedDescription: text(),
    included: textList('line'),
    technologies: textList('line'),
    deliveryTime: text(100),
    startingPrice: text(100),
    idealFor: textList('line'),
    sample,
  })
  .superRefine(requireFields(['title'], 'Der Titel des Pakets darf nicht leer sein'));
export const homePackagesSchema = z.array(homePackageSchema).max(20, 'Zu viele Pakete');
export type HomePackage = Omit<z.output<typeof homePackageSchema>, 'id'> & { id: string };
