import { isDeepStrictEqual } from 'node:util';
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';

/** Admin reads of a document carry its version as ETag; send it back as If-Match to detect stale edits. */
export function setVersionHeader(response: Response, version: number | undefined): void {
  if (version !== undefined) response.setHeader('ETag', `"${version}"`);
  response.setHeader('Cache-Control', 'no-store');
}

/** Entries of a whole-array save that came without an id (a new FAQ, a new service) get one. */
export function withIds<T extends { id?: string }>(entries: T[], prefix: string): (Omit<T, 'id'> & { id: string })[] {
  return entries.map((entry) => ({ ...entry, id: entry.id ?? `${prefix}-${randomUUID().slice(0, 8)}` }));
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
