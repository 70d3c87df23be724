import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type {
  FieldErrors,
  FieldValues,
  RefCallBack,
  SubmitHandler,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';
import type { ContractForm, ContractFormOptions } from './contract-form';

/*
 * The form layer of contract-form.ts for a form that is a page's main content (the contact page's enquiry
 * form): react-hook-form and the layer are not part of the page's first JavaScript. The server-rendered
 * form works as plain fields (the browser's own required check included); the layer loads when the browser
 * is idle, or at once when the visitor turns to the form (focus, input, submit). It then registers the very
 * fields on the page (no element is replaced: focus, caret and typed text stay) and takes over what was
 * typed meanwhile (react-hook-form reads a control that was edited before it was registered). A submit
 * before the layer is there waits for it and then runs the layer's check.
 */

const unchanged = async () => undefined;
const noRef: RefCallBack = () => undefined;

/** Calls `run` when the browser is idle (soon after the page is interactive); returns the cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}

export interface DeferredContractForm<T extends FieldValues> {
  /** react-hook-form's register once the layer is there; before, the field's name alone (a plain control). */
  register: UseFormRegister<T>;
  /** The fields' messages (empty until the layer has checked the form). */
  errors: FieldErrors<T>;
  /** The form's onSubmit: the layer's check, then `onValid` with the values. */
  handleSubmit: (onValid: SubmitHandler<T>) => (event: FormEvent<HTMLFormElement>) => void;
  /** Sets all fields to `values` (after a successful send). */
  reset: (values: T) => void;
  /** Loads the layer now: the form's onFocus and onInput (the visitor turns to the form). */
  load: () => void;
  /** The layer is there (the fields are registered with it). */
  ready: boolean;
}

/** useContractForm's layer, loaded on idle or on the first focus/input of the form (see above). */
export function useDeferredContractForm<T extends FieldValues>(
  options: ContractFormOptions<T>,
): DeferredContractForm<T> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [form, setForm] = useState<ContractForm<T> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const loading = useRef<Promise<void> | null>(null);
  const pendingSubmit = useRef<SubmitHandler<T> | null>(null);

  const load = useCallback(() => {
    loading.current ??= import('./contract-form').then(
      ({ createContractForm }) => setForm(() => createContractForm<T>(() => latest.current)),
      (failure: unknown) => {
        // Offline for a moment, or a new deployment replaced the chunk: the next focus or submit tries again.
        console.error('[form] Formularprüfung nicht geladen', failure);
        loading.current = null;
      },
    );
  }, []);

  useEffect(() => whenIdle(load), [load]);
  useEffect(
    () =>
      form?.subscribe({
        formState: { errors: true },
        callback: (state) => setErrors({ ...state.errors } as FieldErrors<T>),
      }),
    [form],
  );
  // A submit that came before the layer: now that the fields are registered (refs attach before effects).
  useEffect(() => {
    const onValid = pendingSubmit.current;
    if (!form || !onValid) return;
    pendingSubmit.current = null;
    void form.handleSubmit(onValid)();
  }, [form]);

  const plainRegister = useCallback(
    (name: string): UseFormRegisterReturn => ({ name, onChange: unchanged, onBlur: unchanged, ref: noRef }),
    [],
  ) as unknown as UseFormRegister<T>;

  return {
    register: form ? form.register : plainRegister,
    errors,
    handleSubmit: (onValid) => (event) => {
      if (form) {
        void form.handleSubmit(onValid)(event);
        return;
      }
      event.preventDefault();
      pendingSubmit.current = onValid;
      load();
    },
    // The fields stay registered and get the values at once: without keepFieldsRef react-hook-form would
    // register them anew on the next render, and a field edited before would keep its text (see above).
    reset: (values) => form?.reset(values, { keepFieldsRef: true }),
    load,
    ready: form !== null,
  };
}
