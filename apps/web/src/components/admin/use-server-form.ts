import { useCallback, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldErrors, FieldValues } from 'react-hook-form';
import { useContractForm, type ContractFormOptions } from '../forms/contract-form';
import { fieldsOf, firstError } from '../forms/field-error';

export interface ServerFormOptions<Data, Draft extends FieldValues> extends Omit<
  ContractFormOptions<Draft>,
  'defaultValues'
> {
  /** What the server holds (the query's data; undefined while it loads). */
  data: Data | undefined;
  /** The form's values for the server's data. */
  toDraft: (data: Data) => Draft;
}

/**
 * A document screen's form: the one form layer (react-hook-form checked with the contract schema, each
 * message on its field) holding a local copy (draft) of what the server holds. A (re)load replaces the
 * values only while no unsaved edit exists: the reload that follows a save must not undo a field or switch
 * changed while that save was on its way. Edits are counted, so a save clears only the edits it contained
 * (`submit` hands its token to `markSaved`); an edit made after it keeps the draft until it is saved, too,
 * or until 'Neu laden' / a restore from the history drops it (`discard`). Every change of a field (typed,
 * or `setValue` by the screen) is an edit; a load (a reset) is not.
 */
export function useServerForm<Data, Draft extends FieldValues>({
  data,
  toDraft,
  ...contract
}: ServerFormOptions<Data, Draft>) {
  const form = useContractForm<Draft>({ ...contract, defaultValues: {} as DefaultValues<Draft> });
  const [ready, setReady] = useState(false);
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const convert = useRef(toDraft);
  convert.current = toDraft;
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    // A change names its field; a reset (a load) names none.
    const subscription = form.watch((_, { name }) => {
      if (name !== undefined) edits.current += 1;
    });
    return () => subscription.unsubscribe();
  }, [form]);
  useEffect(() => {
    if (data === undefined || edits.current !== savedEdits.current) return;
    form.reset(convert.current(data));
    setReady(true);
  }, [data, form]);

  const markSaved = useCallback((token: number) => {
    savedEdits.current = Math.max(savedEdits.current, token);
  }, []);
  /** Unsaved edits are dropped: back to the last loaded data, and the next load replaces the values. */
  const discard = useCallback(() => {
    savedEdits.current = edits.current;
    if (latest.current !== undefined) form.reset(convert.current(latest.current));
  }, [form]);
  /**
   * Checks the values with the contract schema: valid, `save` gets them with the token for `markSaved`;
   * invalid, each message shows on its field and `invalid` gets the first (for the screen's banner).
   */
  const submit = useCallback(
    (save: (values: Draft, token: number) => void, invalid?: (message: string, errors: FieldErrors<Draft>) => void) => {
      const token = edits.current;
      void form.handleSubmit(
        (values) => save(values, token),
        (errors) => {
          const message = firstError(errors);
          if (message) invalid?.(message, errors);
        },
      )();
    },
    [form],
  );
  const field = fieldsOf(form.register, form.formState.errors);

  return { form, ready, field, submit, markSaved, discard };
}

/** The first index of a list with a message (`errors.categories` → 2), for opening that entry. */
export function firstInvalidIndex(listErrors: unknown): number {
  if (!listErrors || typeof listErrors !== 'object') return -1;
  const indexes = Object.keys(listErrors)
    .map(Number)
    .filter((index) => Number.isInteger(index) && (listErrors as Record<number, unknown>)[index] !== undefined);
  return indexes.length ? Math.min(...indexes) : -1;
}
