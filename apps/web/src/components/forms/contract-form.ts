import { useEffect, useMemo, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

/*
 * The one form layer: react-hook-form holds the values, the contract schema of libs/contracts (the same one
 * the api validates with) decides what is valid, and each message lands on its field. Only the structural
 * `safeParse` is used, so zod and zod/mini schemas both fit; a schema can be loaded lazily (the first check
 * loads it), which keeps zod out of a page's first JavaScript.
 */

interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}
/** What the form layer needs of a schema (zod and zod/mini alike). */
export interface ContractSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

export interface ContractFormOptions<T extends FieldValues> {
  /** The schema, or a loader of it (a dynamic import: loaded on the first check). */
  schema: ContractSchema | (() => Promise<ContractSchema>);
  defaultValues: DefaultValues<T>;
  /** The payload the schema checks, when the form's values are not it (e.g. labels for keys). */
  payload?: (values: T) => unknown;
  /** The form field a payload field's message belongs to, when they differ (a map, or a function of the path). */
  fieldOf?: Partial<Record<string, Path<T>>> | ((path: string) => string | undefined);
}

function setAt(target: Record<string, unknown>, path: readonly string[], error: FieldError): void {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  });
  const last = path[path.length - 1];
  if (last !== undefined && node[last] === undefined) node[last] = error;
}

/** A react-hook-form resolver from a contract schema: the first message per field, on that field. */
export function contractResolver<T extends FieldValues>({
  schema,
  payload,
  fieldOf,
}: Pick<ContractFormOptions<T>, 'schema' | 'payload' | 'fieldOf'>): Resolver<T> {
  return async (values) => {
    const resolved = typeof schema === 'function' ? await schema() : schema;
    const result = resolved.safeParse(payload ? payload(values) : values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      const field = typeof fieldOf === 'function' ? fieldOf(path.join('.')) : fieldOf?.[path.join('.')];
      setAt(errors, field ? field.split('.') : path.length ? path : ['root'], {
        type: issue.code ?? 'contract',
        message: issue.message,
      });
    }
    // The first message also as the form's own (`errors.root`), for a banner where the spec shows one.
    const first = result.error.issues[0];
    if (first) errors.root = { type: first.code ?? 'contract', message: first.message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** The first message of a failed check (the one a banner shows). */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const message = errors.root?.message;
  return typeof message === 'string' ? message : undefined;
}

/** useForm with the contract schema as its resolver (the options of the latest render: `payload` may close over state). */
export function useContractForm<T extends FieldValues>(options: ContractFormOptions<T>): UseFormReturn<T> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const resolver = useMemo<Resolver<T>>(
    () => (values, context, resolverOptions) => contractResolver<T>(latest.current)(values, context, resolverOptions),
    [],
  );
  return useForm<T>({ defaultValues: options.defaultValues, resolver });
}

/** The message of one field (nested names with dots), for the field's `error` prop. */
export function fieldError(errors: object, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as FieldError | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
