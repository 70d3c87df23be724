import { isDeepStrictEqual } from 'node:util';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasIds = (value: unknown): value is { id: string | number }[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => isPlainObject(item) && (typeof item.id === 'string' || typeof item.id === 'number'));

/**
 * The fields that differ between two versions of a content item or document, for its history.
 * Nested objects are followed (`testimonial.quote`); lists of entries with ids are matched by id
 * (`categories[faq-1].questions[q-3].answer`), so reordering one FAQ shows as one change, not forty.
 * Other lists count as one field.
 */
export function diffFields(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffFields(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (
    (hasIds(before) || Array.isArray(before)) &&
    (hasIds(after) || Array.isArray(after)) &&
    (hasIds(before) || hasIds(after))
  ) {
    const beforeItems = before as { id: string | number }[];
    const afterItems = after as { id: string | number }[];
    if (
      beforeItems.every((item) => isPlainObject(item) && 'id' in item) &&
      afterItems.every((item) => isPlainObject(item) && 'id' in item)
    ) {
      const byId = (items: { id: string | number }[]) => new Map(items.map((item) => [String(item.id), item]));
      const beforeById = byId(beforeItems);
      const afterById = byId(afterItems);
      const ids = [...new Set([...beforeById.keys(), ...afterById.keys()])];
      const changes = ids.flatMap((id) =>
        diffFields(beforeById.get(id) ?? null, afterById.get(id) ?? null, `${path}[${id}]`),
      );
      const order = (items: { id: string | number }[]) => items.map((item) => String(item.id));
      const sameOrder = isDeepStrictEqual(
        order(beforeItems).filter((id) => afterById.has(id)),
        order(afterItems).filter((id) => beforeById.has(id)),
      );
      if (!sameOrder) changes.push({ field: `${path}.order`, before: order(beforeItems), after: order(afterItems) });
      return changes;
    }
  }
  return [{ field: path || '(gesamt)', before: before ?? null, after: after ?? null }];
}

/** The subset of `next` whose top-level fields differ from `current`. */
export function changedFields<T extends Record<string, unknown>>(current: T, next: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!isDeepStrictEqual(current[key], next[key])) changed[key] = next[key];
  }
  return changed;
}
