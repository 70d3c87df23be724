import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

/*
 * Reading the form layer's messages (contract-form.ts puts them there). Kept apart from the layer itself:
 * a form renders its fields, messages included, before the layer is loaded (deferred-contract-form.ts).
 */

/** The message of one field (nested names with dots), for the field's `error` prop. */
export function fieldError(errors: object, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as FieldError | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A form's fields as the layer's field components take them: `field('email')` is the registration and the
 * field's message (`error`), spread onto the field (`<Input {...field('email')} />`).
 */
export function fieldsOf<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
): (name: Path<T>) => RegisteredField {
  return (name) => ({ ...register(name), error: fieldError(errors, name) });
}

/** What `fieldsOf` gives a field. */
export type RegisteredField = UseFormRegisterReturn & { error: string | undefined };

/** The first message of a failed check (the one a banner shows). */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const message = errors.root?.message;
  return typeof message === 'string' ? message : undefined;
}
