import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';

/**
 * A screen's local copy (draft) of what the server holds, edited by staff and saved on request.
 *
 * A (re)load of the server's data replaces the draft only while no unsaved edit exists: the reload that
 * follows a save must not undo a field or switch changed while that save was on its way. Edits are
 * counted, so a save clears only the edits it contained (`markSaved(token)` with the token taken when
 * the save started); an edit made after it keeps the draft until it is saved, too, or until 'Neu laden' /
 * a restore from the history drops it (`discard`).
 */
export function useServerDraft<Data, Draft = Data>(data: Data | undefined, toDraft: (data: Data) => Draft) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const convert = useRef(toDraft);
  convert.current = toDraft;
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    if (data !== undefined && edits.current === savedEdits.current) setDraft(convert.current(data));
  }, [data]);

  /** A change by staff: kept until saved or discarded. */
  const edit = useCallback((next: SetStateAction<Draft>) => {
    edits.current += 1;
    setDraft((current) => (typeof next === 'function' ? (next as (previous: Draft) => Draft)(current as Draft) : next));
  }, []);
  /** Call when a save starts; hand the token to `markSaved` once it succeeded. */
  const saveToken = useCallback(() => edits.current, []);
  const markSaved = useCallback((token: number) => {
    savedEdits.current = Math.max(savedEdits.current, token);
  }, []);
  /** Unsaved edits are dropped: back to the last loaded data, and the next load replaces the draft. */
  const discard = useCallback(() => {
    savedEdits.current = edits.current;
    if (latest.current !== undefined) setDraft(convert.current(latest.current));
  }, []);
  const hasUnsavedEdits = useCallback(() => edits.current !== savedEdits.current, []);

  return { draft, edit, saveToken, markSaved, discard, hasUnsavedEdits };
}
