import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { fieldErrors } from '@agency/contracts';

/** zod's own messages say what is wrong but not where; ours name the field themselves. */
const GENERIC_CODES = new Set<string>([
  'invalid_type',
  'invalid_union',
  'invalid_value',
  'unrecognized_keys',
  'invalid_key',
]);

/**
 * Parses a body against a content schema. The message is the spec's German text itself (e.g. 'Firma und
 * Titel sind Pflichtfelder'), shown by the back-office as is; `details` still names each field.
 */
export function parseContent<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = fieldErrors(result.error);
  const messages = [
    ...new Set(
      result.error.issues.map((issue) =>
        issue.path.length && GENERIC_CODES.has(issue.code)
          ? `${issue.path.join('.')}: ${issue.message}`
          : issue.message,
      ),
    ),
  ];
  throw new BadRequestException({ message: messages.join('; '), details });
}

/** A save without any data answers the spec's 'Keine Daten zum Speichern' before anything else. */
export class NonEmptyBodyPipe implements PipeTransform<unknown, unknown> {
  constructor(
    private readonly message: string,
    private readonly shape: 'object' | 'array' | 'any' = 'object',
  ) {}

  transform(value: unknown): unknown {
    const empty =
      value === null ||
      value === undefined ||
      typeof value !== 'object' ||
      (this.shape === 'object' && (Array.isArray(value) || Object.keys(value).length === 0)) ||
      (this.shape === 'array' && !Array.isArray(value));
    if (empty)
      throw new BadRequestException({ message: this.message, details: [{ field: '(body)', message: this.message }] });
    return value;
  }
}

/**
 * The version a staff member based an edit on, from `If-Match: "3"` (also W/"3" or 3). Without it the
 * edit applies to the current version (last write wins, as the spec's web client expects).
 */
export function expectedVersionFrom(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '' || ifMatch.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(ifMatch);
  if (!match) {
    throw new BadRequestException({
      message: 'Ungültiger If-Match-Header: erwartet wird die Version des Eintrags, z. B. "3"',
      details: [{ field: 'If-Match', message: 'Ungültige Version' }],
    });
  }
  return Number(match[1]);
}

/** Ids in paths: our uuids, the seed's ids, or a form's temporary 'new-…' id. */
export function assertContentId(id: string, label: string): void {
  if (!/^[A-Za-z0-9_.:-]{1,100}$/.test(id)) {
    throw new BadRequestException({
      message: `Ungültige ID für ${label}`,
      details: [{ field: 'id', message: 'Ungültige ID' }],
    });
  }
}
