import * as z from 'zod/mini';
import type {
  FaqCategory,
  HomePackage,
  Impressum,
  PortfolioProjectFields,
  PricingPackageFields,
  PricingTestimonialFields,
  Service,
  SuccessStoryFields,
  CustomerTestimonialFields,
  WebsiteSettings,
} from './content';

/*
 * The public answers as the web reads them, in zod/mini: the public pages parse every answer
 * with these and stay small. Reading is forgiving as the spec asks: a missing or malformed field gets its
 * default, a non-list is an empty list, list entries that are not objects are dropped. What the api writes
 * is the output of the admin schemas in content.ts without `sample` (and with the item's id); the type
 * checks at the end of this file hold these readers to exactly those fields.
 */

/** A text: a number reads as its digits, anything else (missing, null, an object) as the fallback. */
const text = (fallback = '') => z.catch(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), fallback);
/** A text with a default for a blank value. */
const textOr = (fallback: string) =>
  z.pipe(
    text(),
    z.transform((value: string) => value || fallback),
  );
/** Texts: blank entries dropped; a non-list is empty. */
const texts = z.catch(
  z.pipe(
    z.array(text()),
    z.transform((items: string[]) => items.filter((item) => item.trim() !== '')),
  ),
  [],
);
/** A switch that is on only when the answer says `true` (`on`: off only when it says `false`). */
const flag = (on: boolean) => z.catch(z.boolean(), on);
/** Star rating; 5 when not given. */
const rating = z.catch(z.number(), 5);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A list of entries read with `item`; entries without an id get `${idPrefix}-${index}`. */
function list<T extends z.ZodMiniType>(item: T): z.ZodMiniCatch<z.ZodMiniType<z.output<T>[], unknown>>;
function list<T extends z.ZodMiniType<{ id: string }>>(
  item: T,
  idPrefix: string,
): z.ZodMiniCatch<z.ZodMiniType<z.output<T>[], unknown>>;
function list<T extends z.ZodMiniType>(item: T, idPrefix?: string) {
  const entries = z.pipe(
    z.array(z.unknown()),
    z.transform((values: unknown[]) =>
      values.filter(isRecord).map((value, index) => {
        const parsed = item.parse(value) as z.output<T>;
        if (idPrefix && (parsed as { id: string }).id === '') (parsed as { id: string }).id = `${idPrefix}-${index}`;
        return parsed;
      }),
    ),
  );
  return z.catch(entries as z.ZodMiniType<z.output<T>[], unknown>, []);
}
const object = <S extends z.core.$ZodLooseShape>(shape: S, fallback: z.output<z.ZodMiniObject<S>>) =>
  z.catch(z.object(shape), fallback);

// GET /api/public/success-stories
export const publicSuccessStorySchema = z.object({
  id: text(),
  title: text(),
  company: text(),
  description: text(),
  image: text(),
  badge: text(),
  challenge: text(),
  solution: text(),
  solutionDetails: texts,
  results: list(z.object({ value: text(), label: text() })),
  testimonial: object({ quote: text(), author: text(), position: text() }, { quote: '', author: '', position: '' }),
});
export const publicSuccessStoriesSchema = list(publicSuccessStorySchema, 'story');
export type PublicSuccessStory = z.output<typeof publicSuccessStorySchema>;

// GET /api/public/testimonials
export const publicTestimonialSchema = z.object({
  id: text(),
  text: text(),
  rating,
  name: textOr('Unbekannt'),
  company: text(),
  image: text(),
});
export const publicTestimonialsSchema = list(publicTestimonialSchema, 't');
export type PublicTestimonial = z.output<typeof publicTestimonialSchema>;

// GET /api/public/pricing-packages
export const publicPricingPackageSchema = z.object({
  id: text(),
  name: text(),
  price: z.pipe(
    z.unknown(),
    z.transform((value: unknown) => Number(value) || 0),
  ),
  duration: textOr('24 Monate'),
  description: text(),
  popular: flag(false),
  ctaText: textOr('Paket wählen'),
  features: texts,
  notIncluded: texts,
});
export const publicPricingPackagesSchema = list(publicPricingPackageSchema, 'paket');
export type PublicPricingPackage = z.output<typeof publicPricingPackageSchema>;

// GET /api/public/pricing-testimonials
export const publicPricingTestimonialSchema = z.object({
  id: text(),
  text: text(),
  rating,
  name: text(),
  company: text(),
  package: text(),
});
export const publicPricingTestimonialsSchema = list(publicPricingTestimonialSchema, 'review');
export type PublicPricingTestimonial = z.output<typeof publicPricingTestimonialSchema>;

// GET /api/public/portfolio-projects
export const publicPortfolioProjectSchema = z.object({
  id: text(),
  title: text(),
  client: text(),
  description: text(),
  category: textOr('corporate'),
  featured: flag(false),
  image: text(),
  year: text(),
  location: text(),
  /** Label → value; empty values dropped. */
  results: z.catch(
    z.pipe(
      z.record(z.string(), text()),
      z.transform((results: Record<string, string>) =>
        Object.fromEntries(Object.entries(results).filter(([, value]) => value !== '')),
      ),
    ),
    {},
  ),
  technologies: texts,
  features: texts,
  testimonial: object({ text: text(), author: text(), position: text() }, { text: '', author: '', position: '' }),
});
export const publicPortfolioProjectsSchema = list(publicPortfolioProjectSchema, 'projekt');
export type PublicPortfolioProject = z.output<typeof publicPortfolioProjectSchema>;

// GET /api/services (the inactive ones are left out by the page)
const optionalText = z.pipe(
  text(),
  z.transform((value: string) => (value === '' ? undefined : value)),
);
const publicServiceFields = z.object({
  id: text(),
  title: text(),
  subtitle: text(),
  description: text(),
  detailedDescription: text(),
  icon: textOr('Code'),
  image: text(),
  startingPrice: text(),
  price: text(),
  deliveryTime: text(),
  features: texts,
  included: texts,
  technologies: texts,
  packages: list(z.object({ name: text(), pages: optionalText, price: text(), setup: optionalText, features: texts })),
  addons: list(z.object({ name: text(), price: text() })),
  note: text(),
  active: flag(true),
});
export const publicServiceSchema = z.pipe(
  publicServiceFields,
  // An older answer may carry only `price`: it stands for the starting price.
  z.transform(({ price, ...service }: z.output<typeof publicServiceFields>) => ({
    ...service,
    startingPrice: service.startingPrice || price,
  })),
);
export const publicServicesSchema = list(publicServiceSchema, 'service');
export type PublicService = z.output<typeof publicServiceSchema>;

// GET /api/faqs (inactive questions are left out)
const publicFaqQuestion = z.object({ id: text(), question: text(), answer: text(), active: flag(true) });
export const publicFaqCategorySchema = z.object({
  id: text(),
  title: text(),
  icon: textOr('HelpCircle'),
  questions: z.pipe(
    list(publicFaqQuestion),
    z.transform((questions: z.output<typeof publicFaqQuestion>[]) =>
      questions.filter((q) => q.active).map(({ active: _active, ...q }) => q),
    ),
  ),
});
export const publicFaqSchema = z.pipe(
  list(publicFaqCategorySchema, 'kategorie'),
  z.transform((categories: z.output<typeof publicFaqCategorySchema>[]) =>
    categories.map((category, index) => ({
      ...category,
      questions: category.questions.map((q, n) => (q.id ? q : { ...q, id: `${index}-${n}` })),
    })),
  ),
);
export type PublicFaqCategory = z.output<typeof publicFaqCategorySchema>;

// GET /api/public/home-packages
export const publicHomePackageSchema = z.object({
  id: text(),
  title: text(),
  description: text(),
  image: text(),
  features: texts,
  detailedDescription: text(),
  included: texts,
  technologies: texts,
  deliveryTime: text(),
  startingPrice: text(),
  idealFor: texts,
});
export const publicHomePackagesSchema = list(publicHomePackageSchema, 'paket');
export type PublicHomePackage = z.output<typeof publicHomePackageSchema>;

// GET /api/public/legal/impressum: blank fields are '' (the page fills them from its default)
const fields = <K extends string>(...keys: K[]) => {
  const shape = Object.fromEntries(keys.map((key) => [key, text()])) as Record<K, ReturnType<typeof text>>;
  const blank = Object.fromEntries(keys.map((key) => [key, ''])) as z.output<z.ZodMiniObject<typeof shape>>;
  return z.catch(z.object(shape), blank);
};
export const publicImprintSchema = z.object({
  title: text(),
  company: z.catch(
    z.object({
      name: text(),
      legal: text(),
      owner: text(),
      address: fields('street', 'city', 'country'),
      contact: fields('phone', 'email', 'website'),
      tax: fields('ustId', 'steuernummer'),
      responsible: fields('name', 'address'),
    }),
    {
      name: '',
      legal: '',
      owner: '',
      address: { street: '', city: '', country: '' },
      contact: { phone: '', email: '', website: '' },
      tax: { ustId: '', steuernummer: '' },
      responsible: { name: '', address: '' },
    },
  ),
  disclaimer: fields('liability', 'copyright'),
  dispute_resolution: text(),
});
export type PublicImprint = z.output<typeof publicImprintSchema>;

// GET /api/public/legal/{datenschutz|agb}
export const publicMarkdownDocumentSchema = z.object({ title: text(), content: text() });

// GET /api/images: slot name → { url }
export const publicImagesSchema = z.object({
  images: z.catch(z.record(z.string(), z.catch(z.object({ url: text() }), { url: '' })), {}),
});

// GET /api/public/website-settings: the fields at the top level, as inside `settings`
const socialLink = z.object({ enabled: flag(false), url: text() });
export const publicWebsiteSettingsSchema = z.pipe(
  z.transform((body: unknown) => {
    const answer = isRecord(body) ? body : {};
    return { ...(isRecord(answer.settings) ? answer.settings : {}), ...answer };
  }),
  z.object({
    contact_info: fields('address', 'phone', 'email'),
    social_media: z.catch(z.record(z.string(), z.catch(socialLink, { enabled: false, url: '' })), {}),
    company_info: fields('name', 'slogan', 'founded'),
  }),
);
export type PublicWebsiteSettingsAnswer = z.output<typeof publicWebsiteSettingsSchema>;

// GET /api/offer-request/form-token
export const formTokenSchema = z.object({ token: z.optional(z.catch(z.optional(z.string()), undefined)) });

// ---------------------------------------------------------------------------------------------------
// The readers above read only fields the admin schemas write (a renamed field fails the typecheck here).
type Published<T> = Omit<T, 'sample'> & { id: string };
/** Compiles only while `Unknown` is never: the fields a reader reads that the stored shape does not have. */
type ReadsOnlyStored<
  Reader,
  Stored,
  Unknown extends Exclude<keyof Reader, keyof Stored> = Exclude<keyof Reader, keyof Stored>,
> = [Unknown] extends [never] ? true : Unknown;
export type PublicReadersReadStoredFields = [
  ReadsOnlyStored<PublicSuccessStory, Published<SuccessStoryFields>>,
  ReadsOnlyStored<PublicTestimonial, Published<CustomerTestimonialFields>>,
  ReadsOnlyStored<PublicPricingPackage, Published<PricingPackageFields>>,
  ReadsOnlyStored<PublicPricingTestimonial, Published<PricingTestimonialFields>>,
  ReadsOnlyStored<PublicPortfolioProject, Published<PortfolioProjectFields>>,
  ReadsOnlyStored<PublicService, Published<Service>>,
  ReadsOnlyStored<PublicFaqCategory, Published<FaqCategory>>,
  ReadsOnlyStored<PublicHomePackage, Published<HomePackage>>,
  ReadsOnlyStored<PublicImprint, Impressum>,
  ReadsOnlyStored<PublicWebsiteSettingsAnswer, WebsiteSettings>,
];
const _readersReadStoredFields: PublicReadersReadStoredFields = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
