import { BadRequestException, HttpException, HttpStatus, type PipeTransform } from '@nestjs/common';
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
export function nonEmptyBody(value: unknown, message: string, shape: 'object' | 'array' | 'any' = 'object'): unknown {
  const empty =
    value === null ||
    value === undefined ||
    typeof value !== 'object' ||
    (shape === 'object' && (Array.isArray(value) || Object.keys(value).length === 0)) ||
    (shape === 'array' && !Array.isArray(value));
  if (empty) throw new BadRequestException({ message, details: [{ field: '(body)', message }] });
  return value;
}

/** nonEmptyBody as a pipe of a handwritten route's body. */
export class NonEmptyBodyPipe implements PipeTransform<unknown, unknown> {
  constructor(
    private readonly message: string,
    private readonly shape: 'object' | 'array' | 'any' = 'object',
  ) {}

  transform(value: unknown): unknown {
    return nonEmptyBody(value, this.message, this.shape);
  }
}

/** What a write without If-Match answers (428): it would overwrite whatever the server holds. */
export const IF_MATCH_MISSING_MESSAGE =
  'Die Änderung nennt nicht die Fassung, auf der sie beruht (If-Match fehlt); es wurde nichts geändert. Bitte laden Sie neu und versuchen Sie es noch einmal.';

/**
 * The version a staff member based an edit on, from `If-Match: "3"` (also W/"3" or 3; "0" for a document
 * never saved). Every write of content and settings that already has a version must carry it: a write
 * without it (or with `*`) would replace what the server holds, whatever that is, so it is refused with
 * 428 Precondition Required and changes nothing. A version other than the current one is a 409.
 */
export function expectedVersionFrom(ifMatch: string | undefined): number {
  if (ifMatch === undefined || ifMatch.trim() === '' || ifMatch.trim() === '*') {
    throw new HttpException(
      {
        message: IF_MATCH_MISSING_MESSAGE,
        details: [{ field: 'If-Match', message: 'Die Version, auf der die Änderung beruht, fehlt' }],
      },
      HttpStatus.PRECONDITION_REQUIRED,
    );
  }
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
