import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { FormPostResult } from '@agency/contracts';

/** A posted form's messages (libs/contracts offer-form-post.ts) in the form layer's shape, each below its field. */
export function postedErrors<T extends FieldValues>(result: FormPostResult | undefined): FieldErrors<T> {
  if (!result) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, { type: 'server', message }]),
  ) as FieldErrors<T>;
}
