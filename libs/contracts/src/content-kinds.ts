import type { z } from 'zod';
import type { CollectionScreenDefinition, DocumentScreenDefinition } from './collection-screen';
import {
  customerTestimonialInputSchema,
  emailTemplateSchema,
  faqCategoriesSchema,
  homePackagesSchema,
  imageMapSchema,
  impressumSchema,
  markdownDocumentSchema,
  mysqlSettingsSchema,
  PORTFOLIO_CATEGORIES,
  PORTFOLIO_CATEGORY_LABELS,
  portfolioProjectInputSchema,
  pricingPackageInputSchema,
  pricingTestimonialInputSchema,
  servicesSchema,
  smtpSettingsSchema,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  successStoryInputSchema,
  websiteSettingsSchema,
} from './content';
import { mediaItemSchema } from './media';
import { emailTemplateSchemaFor } from './email-templates';
import { FUNNELS_MAX, funnelSchema } from './funnels';
import {
  GOAL_EVENT_LABELS,
  GOAL_EVENT_TYPES,
  GOAL_SCROLL_DEPTHS,
  GOAL_TYPE_LABELS,
  GOAL_TYPES,
  GOALS_MAX,
  goalSchema,
} from './goals';
import { REDIRECT_MATCHES, REDIRECT_STATUSES, redirectProblem, redirectSchema } from './redirects';
import { PERMISSION_KEYS, type PermissionKey } from './permissions';
import type { SitePagePath } from './publishing';

/*
 * One definition per content kind: everything the api, the back-office and the website need to know about a
 * kind of content, said once. The api builds its routes, projections, publishing and plans from these; the
 * lists of kinds (which are publishable, which staff can plan, which permissions the 'Geplant' overview
 * needs) are filters of CONTENT_KINDS, never lists of their own.
 */

interface KindBase<S extends z.ZodType> {
  /**
   * The kind's one spelling: the admin route segment (/api/admin/<name>), the stream id (or its prefix) and
   * the read-model key, e.g. 'success-stories', 'faqs', 'legal-impressum'.
   */
  name: string;
  /** Validates and normalises what staff save (defaults, trimming, required fields, the sample mark). */
  schema: S;
  /** What staff need for every route of it, its publishing and its history. */
  permission: PermissionKey;
  /** The German name of one (an item of a collection, or the document). */
  label: string;
  /** Event type prefix: 'SuccessStory' → SuccessStoryCreated; 'FaqCatalog' → FaqCatalogSaved. */
  eventPrefix: string;
  /** Drafts, preview links, changes before publishing and planned publications ('Veröffentlichen am …'). */
  publishable: boolean;
  /** The public page that shows it, which a preview link opens by default. */
  previewPath?: SitePagePath;
}

/** Many items, each with its own stream: created, edited, trashed, ordered by staff. */
export interface CollectionKind<S extends z.ZodType = z.ZodType> extends KindBase<S> {
  cardinality: 'many';
  pluralLabel: string;
  /** Event type prefix of the order: 'SuccessStories' → SuccessStoriesReordered. */
  pluralEventPrefix: string;
  /** The website's read of the enabled items, e.g. 'api/public/success-stories'; none for a kind the site never shows. */
  publicPath?: string;
  /** Envelope keys of the admin answers: { success, <listKey>: items } and { success, <itemKey>: item }. */
  listKey: string;
  itemKey: string;
  /** What a save without data answers. */
  emptyMessage: string;
  /** Its tab, form and cards in the back-office; without one, staff reach it through the api only. */
  screen?: CollectionScreenDefinition;
  /**
   * What the live items must keep together (one redirect per address, no circles): a German message when a
   * change that goes live would break it, which refuses the change.
   */
  liveRule?(items: readonly z.output<S>[]): string | undefined;
  /**
   * Fields only the api writes (a picture's file facts): the kind's admin routes leave them out of what staff
   * send. With `createdBy`, staff cannot create an item through those routes (the api makes them, e.g. from an
   * upload): a create answers 405 with that message.
   */
  apiOnly?: { fields: readonly string[]; createdBy?: string };
}

/**
 * One document saved as a whole (Payload's globals), or with `cardinality: 'keyed'` one document per key
 * (e-mail templates).
 */
export interface DocumentKind<S extends z.ZodType = z.ZodType> extends KindBase<S> {
  cardinality: 'one' | 'keyed';
  /**
   * A keyed document's own rule beyond `schema` (a template may use only its sender's placeholders), checked
   * on every write: save, draft, publish, restore and the built-in content.
   */
  schemaForKey?: (key: string) => z.ZodType;
  /** The document before staff first save it; without one, the website's read of a never-saved one is a 404. */
  initial?(): z.output<S>;
  /** What the website reads, at `/<path>`: the answer made of the published document (no sample marks). */
  publicRead?: PublicDocumentRead<z.output<S>>;
  /** How the back-office reads and saves it at /api/admin/<name> (or `admin.path`); the api makes the routes from it. */
  admin?: DocumentAdmin;
  /** Its tab and form in the back-office; without one, its screen is its own (FAQ, services, images). */
  screen?: DocumentScreenDefinition;
}

/** A document kind's admin routes, as data: the api makes its controllers, drafts and publishing from them. */
export interface DocumentAdmin {
  /** Its path under /api/admin when not the kind's name, e.g. 'legal/impressum'. */
  path?: string;
  /** The document's key in the admin answers: { success, version, <key>: document }. */
  key: string;
  /** The admin read answers { success, <key>, version } rather than the bare document; a save may send it so. */
  envelope?: boolean;
  /** How staff save it whole: POST (answers 200, or `saveStatus`) or PUT. */
  saveMethod: 'POST' | 'PUT';
  saveStatus?: 200 | 201;
  /** The admin read parses the saved document: fields added to the schema since it was saved come with their defaults. */
  readWithDefaults?: boolean;
  /** A list whose entries staff add without an id: each gets `<prefix>-<random>`, its `nested` list's entries `<id>-<suffix>-<random>`. */
  ids?: { prefix: string; nested?: { key: string; suffix: string } };
  /** The document carries the sample mark of built-in content (as a whole), which staff's first change clears. */
  sampleMark?: boolean;
  /** A save is laid over the saved document, nested fields included: what the form leaves out keeps its value. */
  partialSaves?: boolean;
  /** The answer's message after a save. */
  message?: string;
  /** A query parameter the website's read takes and ignores (a cache buster). */
  ignoredQuery?: string;
  /** The API documentation's summaries of the admin read, the save and the website's read (where it has one). */
  summaries: { read: string; save: string; public?: string };
}

export interface PublicDocumentRead<D> {
  path: string;
  view(document: D): unknown;
}

/** A published document as the website gets it: without the sample mark of built-in content. */
const withoutSample = <T extends { sample?: boolean }>({ sample: _sample, ...rest }: T): Omit<T, 'sample'> => rest;

export type ContentKind<S extends z.ZodType = z.ZodType> = CollectionKind<S> | DocumentKind<S>;

/** Declares a content kind; the type keeps the kind's own schema for whoever reads it. */
export function defineContentKind<S extends z.ZodType>(kind: CollectionKind<S>): CollectionKind<S>;
export function defineContentKind<S extends z.ZodType>(kind: DocumentKind<S>): DocumentKind<S>;
export function defineContentKind(kind: ContentKind): ContentKind {
  return kind;
}

export const isCollectionKind = (kind: ContentKind): kind is CollectionKind => kind.cardinality === 'many';
export const isDocumentKind = (kind: ContentKind): kind is DocumentKind => kind.cardinality !== 'many';

const NO_DATA = 'Keine Daten zum Speichern';

/**
 * The texts of a collection's screen that follow from its German names: 'Neues Projekt' (the button and the new
 * item's dialog), 'Projekt bearbeiten', 'Fehler beim Laden der Projekte', 'Noch keine Projekte vorhanden'.
 */
const collectionTexts = (article: 'Neue' | 'Neues' | 'Neuer', one: string, many: string) => ({
  addLabel: `${article} ${one}`,
  dialogTitle: { create: `${article} ${one}`, edit: `${one} bearbeiten` },
  loadError: `Fehler beim Laden der ${many}`,
  empty: `Noch keine ${many} vorhanden`,
});

/** Every collection's last field: whether the item is in effect (shown, followed, counted) or only kept. */
const ACTIVE_FIELD = { path: 'enabled', label: 'Aktiv', widget: 'checkbox', initial: true } as const;

/** A select whose choices are `values`, each shown by its German label. */
const selectField = <V extends string>(
  path: string,
  label: string,
  initial: V,
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
) =>
  ({
    path,
    label,
    widget: 'select',
    initial,
    options: values.map((value) => ({ value, label: labels[value] })),
  }) as const;

/** The live rule of a collection that caps its active items: `message` once more than `max` are active. */
const atMostActive =
  (max: number, message: string) =>
  (items: readonly { enabled: boolean }[]): string | undefined =>
    items.filter((item) => item.enabled).length > max ? message : undefined;

// ---------------------------------------------------------------------------------------------------
// Collections

/** Success stories of the home page. */
export const successStoriesKind = defineContentKind({
  name: 'success-stories',
  cardinality: 'many',
  schema: successStoryInputSchema,
  permission: 'success_stories',
  label: 'Erfolgsgeschichte',
  pluralLabel: 'Erfolgsgeschichten',
  eventPrefix: 'SuccessStory',
  pluralEventPrefix: 'SuccessStories',
  publishable: true,
  previewPath: '/',
  publicPath: 'api/public/success-stories',
  listKey: 'stories',
  itemKey: 'story',
  emptyMessage: NO_DATA,
  screen: {
    tab: { slug: 'erfolgsgeschichten', label: 'Erfolgsgeschichten', icon: 'Trophy', position: 5 },
    noun: 'Success Story',
    ...collectionTexts('Neue', 'Erfolgsgeschichte', 'Erfolgsgeschichten'),
    deleteQuestion: 'Erfolgsgeschichte „{title}“ wirklich löschen?',
    fields: [
      { path: 'company', label: 'Firma', widget: 'text', required: true },
      { path: 'title', label: 'Titel', widget: 'text', required: true },
      { path: 'badge', label: 'Badge (Erfolgskennzahl)', widget: 'text', placeholder: '+180% Traffic' },
      { path: 'link', label: 'Link', widget: 'text', initial: '#', hint: '# = kein Link' },
      { path: 'image', label: 'Bild-URL', widget: 'image', type: 'url', required: true, wide: true },
      { path: 'description', label: 'Beschreibung', widget: 'textarea', wide: true, rows: 4 },
      ACTIVE_FIELD,
    ],
    card: { title: 'title', subtitle: ['company'], text: 'description', image: 'image', badges: ['badge'] },
  },
});

/** Customer testimonials of the home page ('Bewertungen' in the back-office). */
export const testimonialsKind = defineContentKind({
  name: 'testimonials',
  cardinality: 'many',
  schema: customerTestimonialInputSchema,
  permission: 'testimonials',
  label: 'Bewertung',
  pluralLabel: 'Bewertungen',
  eventPrefix: 'Testimonial',
  pluralEventPrefix: 'Testimonials',
  publishable: true,
  previewPath: '/',
  publicPath: 'api/public/testimonials',
  listKey: 'testimonials',
  itemKey: 'testimonial',
  emptyMessage: 'Keine Daten zum Speichern - bitte Formular erneut ausfüllen',
  screen: {
    tab: { slug: 'bewertungen', label: 'Bewertungen', icon: 'MessageSquare', position: 4 },
    noun: 'Bewertung',
    ...collectionTexts('Neue', 'Bewertung', 'Bewertungen'),
    deleteQuestion: 'Bewertung von „{name}“ wirklich löschen?',
    closeDelayMs: 500,
    dialogSize: 'md',
    fields: [
      { path: 'name', label: 'Name', widget: 'text', required: true },
      { path: 'company', label: 'Firma', widget: 'text' },
      { path: 'rating', label: 'Bewertung', widget: 'rating', initial: 5, wide: true },
      { path: 'text', label: 'Text', widget: 'textarea', required: true, wide: true, rows: 4 },
      { path: 'image', label: 'Bild-URL', widget: 'image', type: 'url', hint: 'optional', wide: true },
      ACTIVE_FIELD,
    ],
    card: { title: 'name', subtitle: ['company'], text: 'text', extra: 'rating' },
  },
});

/** Portfolio projects (references) of /portfolio. */
export const portfolioProjectsKind = defineContentKind({
  name: 'portfolio-projects',
  cardinality: 'many',
  schema: portfolioProjectInputSchema,
  permission: 'portfolio',
  label: 'Projekt',
  pluralLabel: 'Portfolio-Projekte',
  eventPrefix: 'PortfolioProject',
  pluralEventPrefix: 'PortfolioProjects',
  publishable: true,
  previewPath: '/portfolio',
  publicPath: 'api/public/portfolio-projects',
  listKey: 'projects',
  itemKey: 'project',
  emptyMessage: NO_DATA,
  screen: {
    tab: { slug: 'portfolio', label: 'Portfolio', icon: 'FolderKanban', position: 6 },
    noun: 'Projekt',
    ...collectionTexts('Neues', 'Projekt', 'Projekte'),
    deleteQuestion: 'Projekt „{title}“ wirklich löschen?',
    dialogSize: 'xl',
    fields: [
      { path: 'title', label: 'Titel', widget: 'text', required: true },
      { path: 'client', label: 'Kunde', widget: 'text', required: true },
      selectField('category', 'Kategorie', 'corporate', PORTFOLIO_CATEGORIES, PORTFOLIO_CATEGORY_LABELS),
      { path: 'year', label: 'Jahr', widget: 'text', initial: () => String(new Date().getFullYear()) },
      { path: 'location', label: 'Ort', widget: 'text' },
      { path: 'link', label: 'Link', widget: 'text', type: 'url' },
      { path: 'image', label: 'Bild-URL', widget: 'image', type: 'url', wide: true },
      { path: 'description', label: 'Beschreibung', widget: 'textarea', wide: true, rows: 4 },
      { path: 'technologies', label: 'Technologien', widget: 'list', separator: 'comma' },
      { path: 'features', label: 'Features', widget: 'list', separator: 'comma' },
      { path: 'results.traffic', label: 'Ergebnis: Traffic', widget: 'text' },
      { path: 'results.conversions', label: 'Ergebnis: Conversions', widget: 'text' },
      { path: 'results.engagement', label: 'Ergebnis: Engagement', widget: 'text' },
      { path: 'testimonial.author', label: 'Kundenstimme: Autor', widget: 'text' },
      { path: 'testimonial.position', label: 'Kundenstimme: Position', widget: 'text' },
      { path: 'testimonial.text', label: 'Kundenstimme: Text', widget: 'textarea', wide: true },
      { path: 'featured', label: 'Hervorgehoben (Featured)', widget: 'featured', initial: false },
      ACTIVE_FIELD,
    ],
    card: {
      title: 'title',
      subtitle: ['client', 'year'],
      text: 'description',
      image: 'image',
      badges: ['category'],
      extra: 'featured',
    },
  },
});

/** Subscription packages of /preise. A form's temporary 'new-…' id is created by POST. */
export const pricingPackagesKind = defineContentKind({
  name: 'pricing-packages',
  cardinality: 'many',
  schema: pricingPackageInputSchema,
  permission: 'pricing',
  label: 'Paket',
  pluralLabel: 'Preispakete',
  eventPrefix: 'PricingPackage',
  pluralEventPrefix: 'PricingPackages',
  publishable: true,
  previewPath: '/preise',
  publicPath: 'api/public/pricing-packages',
  listKey: 'packages',
  itemKey: 'package',
  emptyMessage: NO_DATA,
  screen: {
    tab: { slug: 'preise', label: 'Preise', icon: 'Tag', position: 7, inner: 'Pakete' },
    noun: 'Paket',
    ...collectionTexts('Neues', 'Paket', 'Pakete'),
    deleteQuestion: 'Paket „{name}“ wirklich löschen?',
    fields: [
      { path: 'name', label: 'Name', widget: 'text', required: true },
      { path: 'price', label: 'Preis (€ pro Monat)', widget: 'price', required: true, initial: 0 },
      { path: 'duration', label: 'Laufzeit', widget: 'text', initial: '24 Monate' },
      { path: 'ctaText', label: 'Button-Text', widget: 'text', initial: 'Paket wählen' },
      { path: 'description', label: 'Beschreibung', widget: 'textarea', wide: true },
      { path: 'features', label: 'Enthaltene Leistungen', widget: 'list', separator: 'line' },
      { path: 'notIncluded', label: 'Nicht enthalten', widget: 'list', separator: 'line' },
      { path: 'popular', label: 'Beliebt (hervorgehoben)', widget: 'checkbox', initial: false },
      ACTIVE_FIELD,
    ],
    card: {
      title: 'name',
      subtitle: [{ path: 'price', suffix: ' / Monat' }, 'duration'],
      text: 'description',
      badges: [{ when: 'popular', label: 'Beliebt' }],
      highlight: 'popular',
      extra: 'features',
    },
  },
});

/** Customer reviews on /preise ('Kundenmeinungen'). */
export const pricingTestimonialsKind = defineContentKind({
  name: 'pricing-testimonials',
  cardinality: 'many',
  schema: pricingTestimonialInputSchema,
  permission: 'pricing',
  label: 'Testimonial',
  pluralLabel: 'Kundenmeinungen',
  eventPrefix: 'PricingTestimonial',
  pluralEventPrefix: 'PricingTestimonials',
  publishable: true,
  previewPath: '/preise',
  publicPath: 'api/public/pricing-testimonials',
  listKey: 'testimonials',
  itemKey: 'testimonial',
  emptyMessage: NO_DATA,
  screen: {
    tab: { slug: 'preise', inner: 'Kundenmeinungen' },
    noun: 'Testimonial',
    ...collectionTexts('Neue', 'Kundenmeinung', 'Testimonials'),
    deleteQuestion: 'Kundenmeinung von „{name}“ wirklich löschen?',
    dialogSize: 'md',
    fields: [
      { path: 'name', label: 'Name', widget: 'text', required: true },
      { path: 'company', label: 'Firma', widget: 'text' },
      { path: 'package', label: 'Paket', widget: 'text' },
      { path: 'rating', label: 'Bewertung', widget: 'rating', initial: 5 },
      { path: 'text', label: 'Text', widget: 'textarea', required: true, wide: true, rows: 4 },
      ACTIVE_FIELD,
    ],
    card: { title: 'name', subtitle: ['company', 'package'], text: 'text', extra: 'rating' },
  },
});

// ---------------------------------------------------------------------------------------------------
// Documents the website shows

/** The FAQ of /faq: categories with questions, saved as a whole. */
export const faqKind = defineContentKind({
  name: 'faqs',
  cardinality: 'one',
  schema: faqCategoriesSchema,
  permission: 'faq',
  label: 'FAQ',
  eventPrefix: 'FaqCatalog',
  publishable: true,
  previewPath: '/faq',
  initial: () => [],
  admin: {
    key: 'categories',
    saveMethod: 'POST',
    ids: { prefix: 'faq', nested: { key: 'questions', suffix: 'q' } },
    message: 'FAQs erfolgreich gespeichert!',
    summaries: {
      read: 'FAQ-Kategorien mit allen Fragen (auch inaktiven); ETag = Version',
      save: 'Alle FAQ-Kategorien speichern (ganzes Array)',
      public: 'FAQ für die Website: Kategorien mit aktiven Fragen',
    },
  },
  publicRead: {
    path: 'api/faqs',
    // Categories with their active questions.
    view: (categories) =>
      categories.map((category) => ({
        ...withoutSample(category),
        questions: category.questions.filter((question) => question.active).map(withoutSample),
      })),
  },
});

/** The services of /leistungen, saved as a whole; the array order is the page's order. */
export const servicesKind = defineContentKind({
  name: 'services',
  cardinality: 'one',
  schema: servicesSchema,
  permission: 'services',
  label: 'Services',
  eventPrefix: 'ServiceCatalog',
  publishable: true,
  previewPath: '/leistungen',
  initial: () => [],
  admin: {
    key: 'services',
    saveMethod: 'POST',
    ids: { prefix: 'service' },
    message: 'Services erfolgreich gespeichert!',
    summaries: {
      read: 'Alle Services (auch inaktive); ETag = Version',
      save: 'Alle Services speichern (ganzes Array)',
      public: 'Services für die Website: nur aktive',
    },
  },
  publicRead: {
    path: 'api/services',
    view: (services) => services.filter((service) => service.active).map(withoutSample),
  },
});

/** The 'Komplettlösungen' of the home page, saved as a whole. */
export const homePackagesKind = defineContentKind({
  name: 'home-packages',
  cardinality: 'one',
  schema: homePackagesSchema,
  permission: 'services',
  label: 'Komplettlösungen',
  eventPrefix: 'HomePackageCatalog',
  publishable: true,
  previewPath: '/',
  initial: () => [],
  admin: {
    key: 'packages',
    saveMethod: 'POST',
    ids: { prefix: 'package' },
    message: 'Komplettlösungen erfolgreich gespeichert!',
    summaries: {
      read: 'Alle Komplettlösungen; ETag = Version',
      save: 'Alle Komplettlösungen speichern (ganzes Array)',
      public: 'Komplettlösungen der Startseite',
    },
  },
  publicRead: { path: 'api/public/home-packages', view: (packages) => packages.map(withoutSample) },
});

/** The legal texts share the tab 'Rechtstexte', one inner tab each. */
const legalTab = (inner: string, position?: number) =>
  ({ slug: 'rechtstexte', label: 'Rechtstexte', icon: 'FileText', position, inner }) as const;

/** What every legal text's screen says: its load failure, the banner after a save (hiding itself) and a failed save. */
const legalScreenTexts = (title: string) => ({
  title,
  loadError: 'Fehler beim Laden der Dokumente',
  saved: `${title} erfolgreich gespeichert!`,
  failed: 'Fehler beim Speichern',
  bannerMs: 3000,
});

/** Titel and Inhalt of a legal text in Markdown, with the preview beside them. */
const markdownScreen = (inner: string, title: string) => ({
  tab: legalTab(inner),
  ...legalScreenTexts(title),
  rows: [
    [
      {
        title: 'Markdown',
        fields: [
          { path: 'title', label: 'Titel', widget: 'text' },
          { path: 'content', label: 'Inhalt (Markdown)', widget: 'textarea', rows: 22, mono: true },
        ],
      },
      { title: 'Vorschau', widget: 'markdown-preview' },
    ],
  ],
});

/**
 * A legal text: the kind legal-<slug>, kept by holders of 'legal' and published; staff save it in parts at
 * /api/admin/legal/<slug> (its sample mark kept until changed), the website reads it at api/public/legal/<slug>.
 */
function legalKind<S extends z.ZodType<{ sample?: boolean }>>(
  slug: string,
  title: string,
  {
    saveSummary,
    ...kind
  }: Pick<DocumentKind<S>, 'schema' | 'label' | 'eventPrefix' | 'previewPath' | 'screen'> & { saveSummary: string },
): DocumentKind<S> {
  return defineContentKind({
    name: `legal-${slug}`,
    cardinality: 'one',
    permission: 'legal',
    publishable: true,
    ...kind,
    admin: {
      path: `legal/${slug}`,
      key: 'document',
      envelope: true,
      saveMethod: 'POST',
      sampleMark: true,
      partialSaves: true,
      message: `${title} erfolgreich gespeichert!`,
      summaries: {
        read: 'Rechtstext lesen (mit Version als ETag)',
        save: saveSummary,
        public: 'Rechtstext für die Website',
      },
    },
    publicRead: { path: `api/public/legal/${slug}`, view: withoutSample },
  });
}

const impressumField = (path: string, label: string, long = false) =>
  long ? { path, label, widget: 'textarea', rows: 4, wide: true } : { path, label, widget: 'text' };

export const imprintKind = legalKind('impressum', 'IMPRESSUM', {
  schema: impressumSchema,
  label: 'Impressum',
  eventPrefix: 'Imprint',
  previewPath: '/impressum',
  screen: {
    tab: legalTab('Impressum', 10),
    ...legalScreenTexts('IMPRESSUM'),
    rows: [
      [
        {
          columns: 2,
          fields: [
            impressumField('title', 'Titel'),
            impressumField('company.name', 'Firmenname'),
            impressumField('company.legal', 'Rechtsform'),
            impressumField('company.owner', 'Inhaber / Geschäftsführer'),
            impressumField('company.address.street', 'Straße'),
            impressumField('company.address.city', 'PLZ und Ort'),
            impressumField('company.address.country', 'Land'),
            impressumField('company.contact.phone', 'Telefon'),
            impressumField('company.contact.email', 'E-Mail'),
            impressumField('company.contact.website', 'Website'),
            impressumField('company.tax.ustId', 'USt-IdNr.'),
            impressumField('company.tax.steuernummer', 'Steuernummer'),
            impressumField('company.responsible.name', 'Verantwortlich (Name)'),
            impressumField('company.responsible.address', 'Verantwortlich (Adresse)'),
            impressumField('disclaimer.liability', 'Haftungsausschluss', true),
            impressumField('disclaimer.copyright', 'Urheberrecht', true),
            impressumField('dispute_resolution', 'Streitschlichtung', true),
          ],
        },
      ],
    ],
  },
  saveSummary: 'Impressum speichern (strukturiert)',
});

export const privacyPolicyKind = legalKind('datenschutz', 'DATENSCHUTZ', {
  schema: markdownDocumentSchema,
  label: 'Datenschutzerklärung',
  eventPrefix: 'PrivacyPolicy',
  previewPath: '/datenschutz',
  screen: markdownScreen('Datenschutz', 'DATENSCHUTZ'),
  saveSummary: 'Datenschutzerklärung speichern (title + Markdown)',
});

export const termsKind = legalKind('agb', 'AGB', {
  schema: markdownDocumentSchema,
  label: 'AGB',
  eventPrefix: 'TermsAndConditions',
  screen: markdownScreen('AGB', 'AGB'),
  saveSummary: 'AGB speichern (title + Markdown)',
});

/** Named image slots (logo, hero, ...) with their URLs, saved as a whole map. */
export const imagesKind = defineContentKind({
  name: 'images',
  cardinality: 'one',
  schema: imageMapSchema,
  permission: 'images',
  label: 'Bilder',
  eventPrefix: 'ImageSlots',
  publishable: true,
  previewPath: '/',
  initial: () => ({}),
  admin: {
    key: 'images',
    envelope: true,
    saveMethod: 'PUT',
    ignoredQuery: 't',
    summaries: {
      read: 'Alle Bild-Slots; ETag = Version',
      save: 'Alle Bild-Slots speichern (ganze Map)',
      public: 'Bild-Slots für die Website',
    },
  },
  publicRead: {
    path: 'api/images',
    view: (map) => ({
      success: true,
      images: Object.fromEntries(Object.entries(map).map(([key, slot]) => [key, withoutSample(slot)])),
    }),
  },
});

/** Social networks, contact info and company info of the footer. */
export const websiteSettingsKind = defineContentKind({
  name: 'website-settings',
  cardinality: 'one',
  schema: websiteSettingsSchema,
  permission: 'website',
  label: 'Website-Einstellungen',
  eventPrefix: 'WebsiteSettings',
  publishable: true,
  previewPath: '/',
  initial: () => websiteSettingsSchema.parse({}),
  screen: {
    tab: { slug: 'website', label: 'Website', icon: 'Globe', position: 2 },
    title: 'Website-Einstellungen',
    loadError: 'Fehler beim Laden der Einstellungen',
    missing: 'Einstellungen konnten nicht geladen werden',
    saved: 'Einstellungen erfolgreich gespeichert!',
    failed: 'Fehler beim Speichern der Einstellungen',
    reloadButton: true,
    rows: [
      [{ title: 'Social Media', widget: 'social-links' }],
      [
        {
          title: 'Kontaktdaten',
          fields: [
            { path: 'contact_info.email', label: 'E-Mail', widget: 'text', type: 'email' },
            { path: 'contact_info.phone', label: 'Telefon', widget: 'text' },
            { path: 'contact_info.address', label: 'Adresse', widget: 'textarea', rows: 2 },
          ],
        },
        {
          title: 'Unternehmen',
          fields: [
            { path: 'company_info.name', label: 'Firmenname', widget: 'text' },
            { path: 'company_info.slogan', label: 'Slogan', widget: 'text' },
            { path: 'company_info.founded', label: 'Gegründet', widget: 'text' },
          ],
        },
      ],
    ],
    fieldLabels: {
      social_media: 'Social Media',
      ...Object.fromEntries(
        SOCIAL_NETWORKS.map((network) => [`social_media.${network}`, SOCIAL_NETWORK_LABELS[network]]),
      ),
      contact_info: 'Kontaktdaten',
      company_info: 'Unternehmen',
    },
  },
  admin: {
    key: 'settings',
    envelope: true,
    saveMethod: 'POST',
    sampleMark: true,
    summaries: {
      read: 'Website-Einstellungen; ETag = Version',
      save: 'Website-Einstellungen speichern',
      public: 'Website-Einstellungen für die Website (Fußbereich)',
    },
  },
  publicRead: {
    path: 'api/public/website-settings',
    // The footer reads social_media and contact_info; the spec leaves open whether inside `settings`.
    view: (document) => {
      const settings = withoutSample(document);
      return { success: true, settings, ...settings };
    },
  },
});

// ---------------------------------------------------------------------------------------------------
// Documents saved straight away

/** One document per template id; the set of templates is built in, staff edit them. */
export const emailTemplatesKind = defineContentKind({
  name: 'email-template',
  cardinality: 'keyed',
  schema: emailTemplateSchema,
  permission: 'email_templates',
  label: 'E-Mail-Vorlage',
  eventPrefix: 'EmailTemplate',
  publishable: false,
  schemaForKey: emailTemplateSchemaFor,
});

export const mysqlSettingsKind = defineContentKind({
  name: 'system-settings-mysql',
  cardinality: 'one',
  schema: mysqlSettingsSchema,
  permission: 'system',
  label: 'MySQL-Einstellungen',
  eventPrefix: 'AccountingDatabaseSettings',
  publishable: false,
});

export const smtpSettingsKind = defineContentKind({
  name: 'system-settings-smtp',
  cardinality: 'one',
  schema: smtpSettingsSchema,
  permission: 'system',
  label: 'SMTP-Einstellungen',
  eventPrefix: 'MailServerSettings',
  publishable: false,
});

export const REDIRECT_STATUS_LABELS = {
  '301': '301 – dauerhaft umgezogen',
  '302': '302 – vorübergehend',
  '410': '410 – entfernt',
} as const;
const REDIRECT_MATCH_LABELS = { exact: 'genau diese Adresse', prefix: 'diese Adresse und alles darunter' } as const;

/** Old addresses of the site sent on to new ones (301, 302) or answered as gone (410), before any page. */
export const redirectsKind = defineContentKind({
  name: 'redirects',
  cardinality: 'many',
  schema: redirectSchema,
  permission: 'website',
  label: 'Weiterleitung',
  pluralLabel: 'Weiterleitungen',
  eventPrefix: 'Redirect',
  pluralEventPrefix: 'Redirects',
  publishable: true,
  publicPath: 'api/public/redirects',
  listKey: 'redirects',
  itemKey: 'redirect',
  emptyMessage: NO_DATA,
  liveRule: redirectProblem,
  screen: {
    tab: { slug: 'weiterleitungen', label: 'Weiterleitungen', icon: 'Signpost', position: 15 },
    noun: 'Weiterleitung',
    ...collectionTexts('Neue', 'Weiterleitung', 'Weiterleitungen'),
    deleteQuestion: 'Weiterleitung von „{from}“ wirklich löschen?',
    dialogSize: 'md',
    fields: [
      { path: 'from', label: 'Alte Adresse', widget: 'text', required: true, placeholder: '/alte-seite', wide: true },
      {
        path: 'to',
        label: 'Ziel',
        widget: 'text',
        placeholder: '/neue-seite',
        hint: 'ein Pfad der Website oder eine Adresse mit https://; bei 410 leer',
        wide: true,
      },
      selectField('status', 'Art', '301', REDIRECT_STATUSES, REDIRECT_STATUS_LABELS),
      selectField('match', 'Gilt für', 'exact', REDIRECT_MATCHES, REDIRECT_MATCH_LABELS),
      { path: 'note', label: 'Notiz', widget: 'textarea', rows: 2, hint: 'optional', wide: true },
      ACTIVE_FIELD,
    ],
    card: { title: 'from', subtitle: ['to'], text: 'note', badges: ['status', 'match'] },
  },
});

/** Goals ('Ziele'): what the statistics count as a conversion (goals.ts). */
export const goalsKind = defineContentKind({
  name: 'goals',
  cardinality: 'many',
  schema: goalSchema,
  permission: 'goals',
  label: 'Ziel',
  pluralLabel: 'Ziele',
  eventPrefix: 'Goal',
  pluralEventPrefix: 'Goals',
  publishable: true,
  listKey: 'goals',
  itemKey: 'goal',
  emptyMessage: NO_DATA,
  liveRule: atMostActive(GOALS_MAX, `Höchstens ${GOALS_MAX} aktive Ziele; bitte zuerst ein anderes ausschalten`),
  screen: {
    tab: { slug: 'ziele', label: 'Ziele', icon: 'Target', inner: 'Ziele' },
    noun: 'Ziel',
    ...collectionTexts('Neues', 'Ziel', 'Ziele'),
    deleteQuestion: 'Ziel „{name}“ wirklich löschen?',
    dialogSize: 'md',
    fields: [
      { path: 'name', label: 'Name', widget: 'text', required: true, placeholder: 'Kontakt aufgenommen', wide: true },
      selectField('type', 'Art', 'page', GOAL_TYPES, GOAL_TYPE_LABELS),
      {
        path: 'page',
        label: 'Seite',
        widget: 'text',
        placeholder: '/kontakt',
        hint: 'bei Seitenaufruf und Scrolltiefe: ein Pfad, * steht für beliebigen Text (/leistungen*)',
      },
      {
        path: 'event_type',
        label: 'Ereignis',
        widget: 'select',
        initial: '',
        options: [
          { value: '', label: '–' },
          ...GOAL_EVENT_TYPES.map((value) => ({ value, label: GOAL_EVENT_LABELS[value] ?? value })),
        ],
      },
      {
        path: 'event_label',
        label: 'Bezeichnung',
        widget: 'text',
        hint: 'bei Ereignis, optional: der Name des Buttons oder Formulars',
      },
      {
        path: 'target',
        label: 'Domain oder Datei',
        widget: 'text',
        placeholder: '*.pdf',
        hint: 'bei externem Link optional die Domain (example.com, *.example.com), bei Download optional der Dateiname (*.pdf)',
      },
      {
        path: 'scroll_depth',
        label: 'Scrolltiefe',
        widget: 'select',
        initial: '',
        options: [{ value: '', label: '–' }, ...GOAL_SCROLL_DEPTHS.map((value) => ({ value, label: `${value} %` }))],
      },
      ACTIVE_FIELD,
    ],
    card: { title: 'name', subtitle: ['type', 'page', 'event_type', 'event_label', 'target', 'scroll_depth'] },
  },
});

/** Funnels ('Trichter'): steps in order within one session, each a page or a goal (funnels.ts); beside the goals. */
export const funnelsKind = defineContentKind({
  name: 'funnels',
  cardinality: 'many',
  schema: funnelSchema,
  permission: 'goals',
  label: 'Trichter',
  pluralLabel: 'Trichter',
  eventPrefix: 'Funnel',
  pluralEventPrefix: 'Funnels',
  publishable: true,
  listKey: 'funnels',
  itemKey: 'funnel',
  emptyMessage: NO_DATA,
  liveRule: atMostActive(
    FUNNELS_MAX,
    `Höchstens ${FUNNELS_MAX} aktive Trichter; bitte zuerst einen anderen ausschalten`,
  ),
  screen: {
    tab: { slug: 'ziele', inner: 'Trichter' },
    noun: 'Trichter',
    ...collectionTexts('Neuer', 'Trichter', 'Trichter'),
    deleteQuestion: 'Trichter „{name}“ wirklich löschen?',
    dialogSize: 'md',
    fields: [
      { path: 'name', label: 'Name', widget: 'text', required: true, placeholder: 'Weg zur Anfrage', wide: true },
      {
        path: 'steps',
        label: 'Schritte',
        widget: 'list',
        separator: 'line',
        required: true,
        wide: true,
        hint: 'einer je Zeile, in ihrer Reihenfolge: eine Seite (/leistungen*) oder der Name eines Ziels',
      },
      ACTIVE_FIELD,
    ],
    card: { title: 'name', extra: 'steps' },
  },
});

/** The pictures of the library ('Bilder'): made by the upload route alone, their files named by content hash. */
export const mediaKind = defineContentKind({
  name: 'media',
  cardinality: 'many',
  schema: mediaItemSchema,
  permission: 'images',
  label: 'Bild',
  pluralLabel: 'Mediathek',
  eventPrefix: 'MediaItem',
  pluralEventPrefix: 'MediaItems',
  publishable: false,
  publicPath: 'api/public/media',
  listKey: 'media',
  itemKey: 'medium',
  emptyMessage: NO_DATA,
  apiOnly: {
    fields: ['width', 'height', 'type', 'bytes', 'hash', 'variants'],
    createdBy: 'Bilder werden durch Hochladen angelegt.',
  },
});

/** Every content kind: the one list. Collections first, then the documents, in the back-office's order. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  successStoriesKind,
  testimonialsKind,
  portfolioProjectsKind,
  pricingPackagesKind,
  pricingTestimonialsKind,
  faqKind,
  servicesKind,
  homePackagesKind,
  imprintKind,
  privacyPolicyKind,
  termsKind,
  imagesKind,
  websiteSettingsKind,
  emailTemplatesKind,
  mysqlSettingsKind,
  smtpSettingsKind,
  redirectsKind,
  goalsKind,
  funnelsKind,
  mediaKind,
];

/**
 * The permissions of the content staff prepare and plan, in the user form's order: whoever holds one sees the
 * 'Geplant' overview (with the plans of the content kinds they hold).
 */
export const PUBLISHING_PERMISSIONS: readonly PermissionKey[] = PERMISSION_KEYS.filter((key) =>
  CONTENT_KINDS.some((kind) => kind.publishable && kind.permission === key),
);
