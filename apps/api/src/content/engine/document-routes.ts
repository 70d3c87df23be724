import { isDeepStrictEqual } from 'node:util';
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import type { DocumentAdmin } from '@agency/contracts';
import { isPlainObject } from './content-diff';

/** Admin reads of a document carry its version as ETag; send it back as If-Match to detect stale edits. */
export function setVersionHeader(response: Response, version: number | undefined): void {
  if (version !== undefined) response.setHeader('ETag', `"${version}"`);
  response.setHeader('Cache-Control', 'no-store');
}

/** Entries of a whole-array save that came without an id (a new FAQ, a new service) get one. */
function withIds<T extends { id?: string }>(entries: T[], prefix: string): (Omit<T, 'id'> & { id: string })[] {
  return entries.map((entry) => ({ ...entry, id: entry.id ?? `${prefix}-${randomUUID().slice(0, 8)}` }));
}

type Entry = { id?: string } & Record<string, unknown>;

/**
 * A list's entries without an id get one (a document kind's `admin.ids`), and so do the entries of each
 * entry's `nested` list (a category's questions: '<category id>-q-…').
 */
export function withEntryIds(entries: Entry[], ids: NonNullable<DocumentAdmin['ids']>): Entry[] {
  return withIds(entries, ids.prefix).map((entry) => {
    const { nested } = ids;
    if (!nested || !Array.isArray(entry[nested.key])) return entry;
    return { ...entry, [nested.key]: withIds(entry[nested.key] as Entry[], `${entry.id}-${nested.suffix}`) };
  });
}

/**
 * The sample mark of built-in content: whatever the form sends back, a saved change by staff clears it,
 * and a save that changes nothing keeps it.
 */
export function carrySample<T extends { sample?: boolean }>(current: T | undefined, next: T): T {
  const { sample: _sent, ...rest } = next;
  if (!current?.sample) return rest as T;
  const { sample: _kept, ...currentRest } = current;
  return (isDeepStrictEqual(currentRest, rest) ? current : { ...rest, sample: false }) as T;
}

/** `patch` laid over `base`, nested objects field by field: what the patch leaves out keeps its value. */
export function laidOver(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch === undefined ? base : patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) merged[key] = laidOver(base[key], value);
  return merged;
}
