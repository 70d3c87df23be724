import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldErrors, FieldValues } from 'react-hook-form';
import { useContractForm, type ContractFormOptions } from '../forms/contract-form';
import { fieldsOf, firstError } from '../forms/field-error';
import { loadState, type LoadedQuery } from './load-state';
import { useUnsavedChanges } from './unsaved-changes';

/** useServerForm's options; the server's data carries its version (a save's If-Match; 0: never saved). */
export interface ServerFormOptions<Data extends { version: number }, Draft extends FieldValues> extends Omit<
  ContractFormOptions<Draft>,
  'defaultValues'
> {
  /** The query of what the server holds (its data is undefined while it loads, or when the load failed). */
  query: LoadedQuery & { data: Data | undefined };
  /** The screen's text for a failed load, e.g. 'Fehler beim Laden der FAQs'. */
  failure: string;
  /** The form's values for the server's data. */
  toDraft: (data: Data) => Draft;
}

/** What a save gets: the form's values, the edits it contains (for `markSaved`) and the version it is based on. */
export interface ServerFormSave<Draft> {
  values: Draft;
  token: number;
  version: number;
}

/**
 * A document screen's form: the one form layer (react-hook-form checked with the contract schema, each
 * message on its field) holding a local copy (draft) of what the server holds.
 *
 * - Until the server's data is loaded, `gate` stands in for the screen ('Wird geladen…', or the failed load
 *   with 'Erneut versuchen') and `submit` does nothing: a form that never loaded cannot save or publish
 *   (it would replace what the server holds with an empty form).
 * - A save is based on the version the form's values came from (`version`, sent as If-Match), not on
 *   whatever was read last: a reload that keeps unsaved edits keeps their version too, so a colleague's
 *   change in between is a 409, never overwritten. A save's answer moves the version on (`markSaved`).
 * - A (re)load replaces the values only while no unsaved edit exists: the reload that follows a save must not
 *   undo a field or switch changed while that save was on its way. Edits are counted, so a save clears only
 *   the edits it contained (`submit` hands its token to `markSaved`); an edit made after it keeps the draft
 *   until it is saved, too, or until 'Neu laden' / a restore from the history drops it (`discard`). Every
 *   change of a field (typed, or `setValue` by the screen) is an edit; a load (a reset) is not.
 * - While unsaved edits exist (`dirty`), leaving the screen asks first (unsaved-changes.tsx).
 */
export function useServerForm<Data extends { version: number }, Draft extends FieldValues>({
  query,
  failure,
  toDraft,
  ...contract
}: ServerFormOptions<Data, Draft>) {
  const form = useContractForm<Draft>({ ...contract, defaultValues: {} as DefaultValues<Draft> });
  const [ready, setReady] = useState(false);
  const [dirty, setDirty] = useState(false);
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const baseVersion = useRef<number | undefined>(undefined);
  const convert = useRef({ toDraft });
  convert.current = { toDraft };
  const data = query.data;
  const latest = useRef(data);
  latest.current = data;
  const refreshDirty = useCallback(() => setDirty(edits.current !== savedEdits.current), []);

  useEffect(() => {
    // A change names its field; a reset (a load) names none.
    const subscription = form.watch((_, { name }) => {
      if (name === undefined) return;
      edits.current += 1;
      refreshDirty();
    });
    return () => subscription.unsubscribe();
  }, [form, refreshDirty]);
  useEffect(() => {
    if (data === undefined || edits.current !== savedEdits.current) return;
    form.reset(convert.current.toDraft(data));
    baseVersion.current = data.version;
    setReady(true);
  }, [data, form]);
  useUnsavedChanges(dirty);

  /** The edits up to `token` are saved; `version` is the server's version after that save, when it says. */
  const markSaved = useCallback(
    (token: number, version?: number) => {
      savedEdits.current = Math.max(savedEdits.current, token);
      if (version !== undefined) baseVersion.current = version;
      refreshDirty();
    },
    [refreshDirty],
  );
  /** Unsaved edits are dropped: back to the last loaded data, and the next load replaces the values. */
  const discard = useCallback(() => {
    savedEdits.current = edits.current;
    refreshDirty();
    if (latest.current !== undefined) {
      form.reset(convert.current.toDraft(latest.current));
      baseVersion.current = latest.current.version;
    }
  }, [form, refreshDirty]);
  /**
   * Checks the values with the contract schema: valid, `save` gets them with the token for `markSaved` and
   * the version they are based on; invalid, each message shows on its field and `invalid` gets the first
   * (for the screen's banner). Before the server's data was loaded, nothing happens.
   */
  const submit = useCallback(
    (save: (save: ServerFormSave<Draft>) => void, invalid?: (message: string, errors: FieldErrors<Draft>) => void) => {
      const version = baseVersion.current;
      if (version === undefined) return;
      const token = edits.current;
      void form.handleSubmit(
        (values) => save({ values, token, version }),
        (errors) => {
          const message = firstError(errors);
          if (message) invalid?.(message, errors);
        },
      )();
    },
    [form],
  );
  const field = fieldsOf(form.register, form.formState.errors);
  // Until the form holds the server's data, the screen shows how the load stands instead of the form.
  const gate: ReactNode | null = ready ? null : loadState({ ...query, data: undefined }, failure);

  /** The version the form's values are based on now (after the saves so far); for saves queued behind others. */
  const version = useCallback(() => baseVersion.current ?? 0, []);

  return { form, ready, gate, dirty, field, submit, markSaved, discard, version };
}

/** The first index of a list with a message (`errors.categories` → 2), for opening that entry. */
export function firstInvalidIndex(listErrors: unknown): number {
  if (!listErrors || typeof listErrors !== 'object') return -1;
  const indexes = Object.keys(listErrors)
    .map(Number)
    .filter((index) => Number.isInteger(index) && (listErrors as Record<number, unknown>)[index] !== undefined);
  return indexes.length ? Math.min(...indexes) : -1;
}
