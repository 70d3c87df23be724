import type { AdminItem, CollectionField, CollectionKind, CollectionScreenDefinition } from '@agency/contracts';
import { createElement, type ReactNode } from 'react';
import type { z } from 'zod';
import { widgetOf } from './widgets';

export type FieldDefinition = CollectionField;

export interface CardView {
  title: string;
  subtitle?: string;
  text?: string;
  image?: string;
  badges?: string[];
  /** Extra content under the badges (stars, a feature list, a featured star). */
  extra?: ReactNode;
  highlight?: boolean;
}

/**
 * One content collection of the back-office, made from its kind (libs/contracts content-kinds.ts): the kind
 * gives the route, the envelope of its list, its schema and its screen as data; the generic collection screen
 * builds the card grid, dialog, toggles, history and trash from it.
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
  fields: readonly FieldDefinition[];
  card: (item: AdminItem) => CardView;
  /** Delay before the dialog closes after a successful save (customer testimonials: 500 ms). */
  closeDelayMs?: number;
  dialogSize?: 'md' | 'lg' | 'xl';
}

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

/** A new item's value of a field: its `initial`, or what that function gives when the form opens. */
export const initialOf = (field: FieldDefinition): unknown =>
  typeof field.initial === 'function' ? (field.initial as () => unknown)() : field.initial;

/** The form's values, nested like the item ('results.traffic' is values.results.traffic). */
export type FormValues = Record<string, unknown>;

export function toForm(fields: readonly FieldDefinition[], item: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = item ? getPath(item, field.path) : initialOf(field);
    setPath(values, field.path, widgetOf(field).toForm(raw, field));
  }
  return values;
}

export function toPayload(fields: readonly FieldDefinition[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields)
    setPath(payload, field.path, widgetOf(field).toPayload(getPath(values, field.path), field));
  return payload;
}

export function successMessage(definition: CollectionDefinition, what: 'created' | 'updated' | 'deleted'): string {
  const verb = { created: 'hinzugefügt!', updated: 'aktualisiert!', deleted: 'gelöscht!' }[what];
  return `${definition.noun} ${verb}`;
}

/** 'Projekt „{title}“ wirklich löschen?' with the item's title. */
export const fillIn = (template: string, item: Record<string, unknown>): string =>
  template.replace(/\{([\w.]+)\}/g, (_, path: string) => String(getPath(item, path) ?? ''));

/** The card of an item, from the screen's card: field paths, each value as its field's widget shows it. */
function cardOf(screen: CollectionScreenDefinition): (item: AdminItem) => CardView {
  const fieldAt = (path: string): FieldDefinition =>
    screen.fields.find((field) => field.path === path) ?? { path, label: path, widget: 'text' };
  const text = (path: string, item: AdminItem): string => {
    const field = fieldAt(path);
    return widgetOf(field).text(getPath(item, path), field);
  };
  const { card } = screen;
  return (item) => {
    const extra = card.extra ? fieldAt(card.extra) : undefined;
    const Display = extra ? widgetOf(extra).Display : undefined;
    return {
      title: text(card.title, item),
      subtitle: card.subtitle
        ?.map((part) => (typeof part === 'string' ? text(part, item) : `${text(part.path, item)}${part.suffix}`))
        .filter((part) => part !== '')
        .join(' · '),
      text: card.text ? text(card.text, item) : undefined,
      image: (card.image && text(card.image, item)) || undefined,
      badges: card.badges
        ?.map((badge) =>
          typeof badge === 'string' ? text(badge, item) : getPath(item, badge.when) === true ? badge.label : '',
        )
        .filter((badge) => badge !== ''),
      highlight: card.highlight ? getPath(item, card.highlight) === true : undefined,
      extra: extra && Display ? createElement(Display, { value: getPath(item, extra.path), field: extra }) : undefined,
    };
  };
}

const made = new WeakMap<CollectionKind, CollectionDefinition>();

/**
 * A collection's screen from its content kind, which gives its route, the envelope of its list, its schema
 * and what staff see (`screen`). Made once per kind.
 */
export function collectionDefinition(kind: CollectionKind): CollectionDefinition {
  const known = made.get(kind);
  if (known) return known;
  const { screen } = kind;
  if (!screen) throw new Error(`Die Sammlung '${kind.name}' hat keine Verwaltung (screen).`);
  // An unknown widget fails here, when the screen is made, not when staff open the form.
  for (const field of screen.fields) widgetOf(field);
  const definition: CollectionDefinition = {
    name: kind.name,
    listKey: kind.listKey,
    schema: kind.schema,
    noun: screen.noun,
    addLabel: screen.addLabel,
    dialogTitle: screen.dialogTitle,
    loadError: screen.loadError,
    empty: screen.empty,
    deleteQuestion: (item) => fillIn(screen.deleteQuestion, item),
    fields: screen.fields,
    card: cardOf(screen),
    closeDelayMs: screen.closeDelayMs,
    dialogSize: screen.dialogSize,
  };
  made.set(kind, definition);
  return definition;
}
