import type { CollectionField } from '@agency/contracts';
import { BUILT_IN } from './built-in';
import { featured } from './featured';
import { image } from './image';
import { rating } from './rating';
import type { Widget } from './widget';

/**
 * The controls of the collections' forms by name: the built-in ones, and those a kind's screen names where it
 * is special (a kind's field `widget: 'rating'`).
 */
const WIDGETS: Readonly<Record<string, Widget>> = { ...BUILT_IN, rating, featured, image };

/** The widget a field names; an unknown name is a mistake in the kind's definition. */
export function widgetOf(field: CollectionField): Widget {
  const widget = Object.hasOwn(WIDGETS, field.widget) ? WIDGETS[field.widget] : undefined;
  if (!widget) throw new Error(`Unbekanntes Eingabeelement '${field.widget}' für das Feld '${field.path}'.`);
  return widget;
}
