import type { AdminItem, CollectionKind } from '@agency/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod';

export type FieldKind =
  | { kind: 'text'; type?: 'text' | 'url' | 'email' }
  | { kind: 'textarea'; rows?: number }
  | { kind: 'price' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'checkbox' }
  | { kind: 'rating' }
  | { kind: 'list'; separator: 'comma' | 'line' };

export type FieldDefinition = FieldKind & {
  /** Dotted path into the item, e.g. 'results.traffic'. */
  path: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** The value of a new item's field. */
  initial?: unknown;
};

export interface CardView {
  title: string;
  subtitle?: string;
  text?: string;
  image?: string;
  badges?: string[];
  /** Extra content under the text (stars, price, a featured star). */
  extra?: ReactNode;
  highlight?: boolean;
}

/**
 * One content collection of the back-office, declared as data: the generic collection screen builds
 * the card grid, dialog, toggles, history and trash from it.
 */
export interface CollectionDefinition {
  /** Path segment under /api/admin (the kind's name). */
  name: string;
  /** Key of the list in the GET answer (the kind's listKey). */
  listKey: string;
  /** The kind's schema: the same validation messages the api gives, checked before sending. */
  schema: z.ZodType;
  /** 'Success Story', 'Projekt', 'Paket', 'Testimonial', 'Bewertung' for 'hinzugefügt!' etc. */
  noun: string;
  addLabel: string;
  dialogTitle: { create: string; edit: string };
  loadError: string;
  empty: string;
  deleteQuestion: (item: AdminItem) => string;
  fields: FieldDefinition[];
  card: (item: AdminItem) => CardView;
  /** Checked before the schema: a form with nothing filled in. */
  emptyFormMessage?: string;
  /** Delay before the dialog closes after a successful save (customer testimonials: 500 ms). */
  closeDelayMs?: number;
  dialogSize?: 'md' | 'lg' | 'xl';
  /** 'hinzugefügt!' / 'aktualisiert!' / 'gelöscht!' with the noun; overridable for 'Bewertung'. */
  successText?: (what: 'created' | 'updated' | 'deleted') => string;
}

/**
 * A collection's screen from its content kind (libs/contracts content-kinds.ts), which gives its route, the
 * envelope of its list and its schema; the screen adds what staff see.
 */
export const adminCollection = (
  kind: CollectionKind,
  screen: Omit<CollectionDefinition, 'name' | 'listKey' | 'schema'>,
): CollectionDefinition => ({ name: kind.name, listKey: kind.listKey, schema: kind.schema, ...screen });

export const getPath = (item: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      item,
    );

export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/** List fields: split by comma or line, entries trimmed, empties dropped. */
export function splitList(value: string, separator: 'comma' | 'line'): string[] {
  return value
    .split(separator === 'comma' ? ',' : '\n')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The form's values, nested like the item ('results.traffic' is values.results.traffic). */
export type FormValues = Record<string, unknown>;

export function toForm(fields: FieldDefinition[], item: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = item ? getPath(item, field.path) : field.initial;
    let value: string | boolean | number;
    if (field.kind === 'checkbox') value = typeof raw === 'boolean' ? raw : Boolean(field.initial ?? false);
    else if (field.kind === 'rating') value = typeof raw === 'number' ? raw : 5;
    else if (field.kind === 'list')
      value = Array.isArray(raw) ? raw.join(field.separator === 'comma' ? ', ' : '\n') : '';
    else value = raw === undefined || raw === null ? '' : String(raw);
    setPath(values, field.path, value);
  }
  return values;
}

export function toPayload(fields: FieldDefinition[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = getPath(values, field.path);
    if (field.kind === 'list') setPath(payload, field.path, splitList(String(value ?? ''), field.separator));
    else if (field.kind === 'price') {
      // Parsed as a decimal, falling back to 0.
      const parsed = Number.parseFloat(String(value).replace(',', '.'));
      setPath(payload, field.path, Number.isFinite(parsed) ? parsed : 0);
    } else if (typeof value === 'string') setPath(payload, field.path, value.trim());
    else setPath(payload, field.path, value);
  }
  return payload;
}

export function successMessage(definition: CollectionDefinition, what: 'created' | 'updated' | 'deleted'): string {
  if (definition.successText) return definition.successText(what);
  const verb = { created: 'hinzugefügt!', updated: 'aktualisiert!', deleted: 'gelöscht!' }[what];
  return `${definition.noun} ${verb}`;
}
