import { useEffect, useMemo, useRef } from 'react';
import {
  createFormControl,
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
 * loads it), which keeps zod out of a page's first JavaScript. The field messages are read with field-error.ts;
 * a form that must not load this layer up front uses deferred-contract-form.ts (which loads this module).
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

/** A resolver that asks `options()` on each check (options of the latest render: `payload` may close over state). */
function latestResolver<T extends FieldValues>(options: () => ContractFormOptions<T>): Resolver<T> {
  return (values, context, resolverOptions) => contractResolver<T>(options())(values, context, resolverOptions);
}

/** useForm with the contract schema as its resolver (the options of the latest render: `payload` may close over state). */
export function useContractForm<T extends FieldValues>(options: ContractFormOptions<T>): UseFormReturn<T> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const resolver = useMemo(() => latestResolver<T>(() => latest.current), []);
  return useForm<T>({ defaultValues: options.defaultValues, resolver });
}

/** The form layer outside a component (what useForm returns, without the render-bound formState). */
export type ContractForm<T extends FieldValues> = Omit<UseFormReturn<T>, 'formState'>;

/**
 * The same form layer, created outside React (react-hook-form's createFormControl), for a form that takes
 * it on after its first render (deferred-contract-form.ts). `options()` gives the latest options.
 * Registering a field whose control was already edited takes the control's value over.
 */
export function createContractForm<T extends FieldValues>(options: () => ContractFormOptions<T>): ContractForm<T> {
  return createFormControl<T>({ defaultValues: options().defaultValues, resolver: latestResolver(options) });
}
