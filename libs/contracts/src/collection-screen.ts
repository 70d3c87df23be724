/*
 * A collection's back-office screen, as data (Payload's collection `admin` and `fields`): what staff read on its
 * tab, its cards and its form. The web's one collection screen renders any kind from this; a kind whose form
 * needs a control of its own names a widget the web registers by that name (the stars of a rating).
 */

/** The form controls every collection may use without a widget of its own. */
export const BUILT_IN_WIDGETS = ['text', 'textarea', 'price', 'select', 'checkbox', 'list'] as const;
export type BuiltInWidget = (typeof BUILT_IN_WIDGETS)[number];

/** One field of the form, in the form's order. */
export interface CollectionField {
  /** Dotted path into the item, e.g. 'results.traffic'. */
  path: string;
  label: string;
  /** A built-in control, or the name of a widget the web registers ('rating'). */
  widget: BuiltInWidget | (string & {});
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** A new item's value (or, as a function, the value when the form opens: this year). */
  initial?: unknown;
  /** 'text': the input's type. */
  type?: 'text' | 'url' | 'email';
  /** 'textarea': its height in lines. */
  rows?: number;
  /** 'select': the choices, in order. */
  options?: readonly { value: string; label: string }[];
  /** 'list': entries split by comma or by line. */
  separator?: 'comma' | 'line';
  /** 'textarea': in a fixed-width font (Markdown). */
  mono?: boolean;
}

/** A part of the card's subtitle: a field's value as its widget shows it, and what follows it. */
export type CardPart = string | { path: string; suffix: string };

/** A badge of the card: a field's value when it has one, or a label while a yes/no field is yes. */
export type CardBadge = string | { when: string; label: string };

/** The card of one item in the list, as field paths. */
export interface CollectionCard {
  title: string;
  /** Its parts, those with a value joined by ' · '. */
  subtitle?: readonly CardPart[];
  text?: string;
  image?: string;
  badges?: readonly CardBadge[];
  /** A field shown by its widget under the badges (the stars, the feature list). */
  extra?: string;
  /** A yes/no field that, while yes, rings the card. */
  highlight?: string;
}

/** The icons a collection's tab may take (the web draws each). */
export const COLLECTION_ICONS = [
  'MessageSquare',
  'Trophy',
  'FolderKanban',
  'Tag',
  'Briefcase',
  'CalendarDays',
  'GraduationCap',
  'Newspaper',
  'Award',
  'BookOpen',
  'Signpost',
  'Globe',
  'FileText',
  'Target',
] as const;
export type CollectionIcon = (typeof COLLECTION_ICONS)[number];

/**
 * The collection's tab in the back-office, open to holders of the kind's permission. Kinds with the same slug
 * share one tab, each in an inner tab; the first of them (in CONTENT_KINDS) gives its label, icon and place.
 */
export interface CollectionTab {
  /** The tab's address under /admin/: German, like the site's own paths. */
  slug: string;
  /** The tab's name in the navigation. */
  label?: string;
  icon?: CollectionIcon;
  /** The tab's place among all tabs of the navigation, counted from 0. */
  position?: number;
  /** This kind's inner tab when several share the tab (else the kind's plural label). */
  inner?: string;
}

/** Everything staff see of a collection: its tab, texts, form and cards. */
export interface CollectionScreenDefinition {
  tab: CollectionTab;
  /** 'Success Story', 'Projekt', …: '<noun> hinzugefügt!', '<noun> aktualisiert!', '<noun> gelöscht!'. */
  noun: string;
  addLabel: string;
  dialogTitle: { create: string; edit: string };
  loadError: string;
  empty: string;
  /** With `{path}` for an item's field: 'Projekt „{title}“ wirklich löschen?'. */
  deleteQuestion: string;
  dialogSize?: 'md' | 'lg' | 'xl';
  /** Delay before the dialog closes after a successful save, in milliseconds. */
  closeDelayMs?: number;
  fields: readonly CollectionField[];
  card: CollectionCard;
}

/** A panel of a document's form: its fields, or a widget the web registers that draws the whole panel. */
export interface DocumentPanel {
  title?: string;
  /** The fields, in the form's order: one under the other, or with `columns: 2` in a grid of two. */
  fields?: readonly CollectionField[];
  columns?: 1 | 2;
  /** A panel of its own ('social-links': a switch and an address per network; 'markdown-preview'). */
  widget?: string;
}

/**
 * Everything staff see of a document kind (one item, saved as a whole): its tab (shared with other kinds as inner
 * tabs, like collections), its texts and its form as panels. The web's one document screen renders it, with
 * 'Entwurf speichern', 'Veröffentlichen', the history and the plans of every published document.
 */
export interface DocumentScreenDefinition {
  tab: CollectionTab;
  /** The title of its history. */
  title: string;
  /** A failed load ('Fehler beim Laden der Einstellungen'), and a load without a document, where it differs. */
  loadError: string;
  missing?: string;
  /** The banner after a publication (a draft has its own) and after a failed save. */
  saved: string;
  failed: string;
  /** The banner hides itself after this many milliseconds, rather than staying until closed. */
  bannerMs?: number;
  /** 'Neu laden' in the toolbar. */
  reloadButton?: boolean;
  /** Rows of panels, side by side on wide screens. */
  rows: readonly (readonly DocumentPanel[])[];
  /** The history's names of paths beyond the fields' own labels (a panel's object, a widget's fields). */
  fieldLabels?: Readonly<Record<string, string>>;
}
