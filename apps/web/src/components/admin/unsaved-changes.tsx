import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

/*
 * Unsaved work is never dropped without a question: every form of the back-office reports whether it holds
 * changes the server does not have yet, and while one does, leaving asks first: another address (a link, back
 * or forward), a reload or closing the browser tab (beforeunload), logging out, and closing a dialog with
 * changes.
 */

export const DISCARD_TITLE = 'Ungespeicherte Änderungen verwerfen?';

interface UnsavedChanges {
  /** Marks the form `id` as holding unsaved changes, or not. */
  report(id: string, dirty: boolean): void;
  /** Whether any form holds unsaved changes. */
  dirty(): boolean;
  /** Asks staff whether to drop unsaved changes; true when they do (at once when there are none). */
  confirmDiscard(): Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/** The position of the current entry in the session history, as react-router's browser history records it. */
const historyIndex = () => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number'
    ? (state as { idx: number }).idx
    : undefined;
};

const sameAddress = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search;

/**
 * Holds which forms have unsaved changes and asks before they would be lost.
 *
 * A navigation to another address while a form is dirty (a link, back, forward, a redirect) is held where it
 * lands: the screens below keep being shown the address they were on (react-router's location, given to them
 * by this provider), so nothing unmounts, and staff are asked. 'Verwerfen' shows the new address; 'Weiter
 * bearbeiten' takes the browser back to where the form is. react-router's own blocker would need a data
 * router, whose code would land in every public page's first JavaScript.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [question, setQuestion] = useState<{ answer: (discard: boolean) => void } | null>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  /** The address the screens are shown, and its place in the session history. */
  const shown = useRef({ location, index: historyIndex() });
  /** 'asking' while staff answer; 'returning' while the browser goes back to the form's address. */
  const [hold, setHold] = useState<'none' | 'asking' | 'returning'>('none');
  /** Staff chose 'Verwerfen': the held address is shown, whatever the forms still hold. */
  const discarded = useRef(false);

  const report = useCallback((id: string, dirty: boolean) => {
    if (dirty) dirtyForms.current.add(id);
    else dirtyForms.current.delete(id);
    setAnyDirty(dirtyForms.current.size > 0);
  }, []);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) =>
        setQuestion({
          answer: (discard) => {
            setQuestion(null);
            resolve(discard);
          },
        }),
      ),
    [],
  );
  const confirmDiscard = useCallback(() => (dirtyForms.current.size === 0 ? Promise.resolve(true) : ask()), [ask]);

  // Decided while rendering, so a dirty screen is never rendered away before the question.
  const moved = !sameAddress(location, shown.current.location);
  const held = moved && (hold !== 'none' || (dirtyForms.current.size > 0 && !discarded.current));
  if (!held) {
    shown.current = { location, index: historyIndex() };
    discarded.current = false;
  }
  const displayed = held ? shown.current.location : location;
  useEffect(() => {
    if (hold === 'returning' && !moved) setHold('none');
    if (!held || hold !== 'none') return;
    setHold('asking');
    void ask().then((discard) => {
      if (discard) {
        // The forms left behind unmount (and report so); what they held is dropped on purpose. A form still
        // shown at the new address (another period of the statistics) keeps its input, and reports it.
        discarded.current = true;
        setHold('none');
        return;
      }
      setHold('returning');
      const steps = (historyIndex() ?? 0) - (shown.current.index ?? 0);
      if (steps !== 0) navigate(-steps);
      else navigate(shown.current.location, { replace: true });
    });
  }, [held, hold, moved, ask, navigate]);

  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their own question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const value = useMemo<UnsavedChanges>(
    () => ({ report, dirty: () => dirtyForms.current.size > 0, confirmDiscard }),
    [report, confirmDiscard],
  );
  return (
    <UnsavedChangesContext.Provider value={value}>
      <LocationContext.Provider value={{ location: displayed, navigationType }}>{children}</LocationContext.Provider>
      {question && (
        <ConfirmDialog
          title={DISCARD_TITLE}
          confirmLabel="Verwerfen"
          cancelLabel="Weiter bearbeiten"
          onConfirm={() => question.answer(true)}
          onCancel={() => question.answer(false)}
        >
          Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie fortfahren, gehen sie verloren.
        </ConfirmDialog>
      )}
    </UnsavedChangesContext.Provider>
  );
}

/** Reports a form's unsaved changes while it is shown (nothing outside the back-office's provider). */
export function useUnsavedChanges(dirty: boolean): void {
  const context = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    context?.report(id, dirty);
  }, [context, id, dirty]);
  useEffect(() => () => context?.report(id, false), [context, id]);
}

/**
 * Reports a react-hook-form form's unsaved changes while it is `shown`: a field typed (or set with
 * `shouldDirty`) away from the form's last reset. What a screen merely shows (a secret shown once) is no
 * change. Returns whether the form holds changes, e.g. for `useGuardedClose`.
 */
export function useFormUnsavedChanges(form: { formState: { isDirty: boolean } }, shown = true): boolean {
  // Read on every render: react-hook-form keeps `isDirty` up to date only once it was read.
  const { isDirty } = form.formState;
  const dirty = shown && isDirty;
  useUnsavedChanges(dirty);
  return dirty;
}

/** Asks staff, where a form holds unsaved changes, whether to drop them (before logging out, closing a dialog). */
export function useConfirmDiscard(): () => Promise<boolean> {
  const context = useContext(UnsavedChangesContext);
  return useCallback(() => context?.confirmDiscard() ?? Promise.resolve(true), [context]);
}

/**
 * The close of a dialog holding a form: with unsaved changes (`dirty`), it asks first. Use it for every way
 * out of the dialog (×, Escape, the backdrop, 'Abbrechen').
 */
export function useGuardedClose(dirty: boolean, onClose: () => void): () => void {
  useUnsavedChanges(dirty);
  const confirmDiscard = useConfirmDiscard();
  const latest = useRef({ dirty, onClose });
  latest.current = { dirty, onClose };
  return useCallback(() => {
    if (!latest.current.dirty) return latest.current.onClose();
    void confirmDiscard().then((discard) => {
      if (discard) latest.current.onClose();
    });
  }, [confirmDiscard]);
}
