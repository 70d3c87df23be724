import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client';

/**
 * Puts the messages of an api refusal (the fields a 400 names in `details`) below the form's fields of the
 * same names; other fields' messages are left to the banner.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiRequestError)) return;
  for (const { field, message } of error.details) {
    const name = fields.find((candidate) => candidate === field);
    if (name) setError(name, { type: 'server', message });
  }
}
