import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText, type useBanner } from '../ui';
import type { SaveMode } from './api/save-document';
import { savedText } from './components/document-publishing';

interface DocumentSaveOptions<Next> {
  /** The query the screen reads its document with. */
  queryKey: QueryKey;
  banner: ReturnType<typeof useBanner>;
  /** From useServerForm: a save's answer moves the form on, 'Neu laden' and a restore drop unsaved edits. */
  markSaved: (token: number, version?: number) => void;
  discard: () => void;
  /** Writes `next` as a draft or published, based on `version`. */
  send: (next: Next, mode: SaveMode, version: number) => Promise<{ version?: number }>;
  /** The banner of a publication ('… erfolgreich gespeichert!'; a draft has its own) and of a failed save. */
  saved: string;
  failed: string;
}

/**
 * A document screen's save: a saved answer moves the form's version on, says so in the banner and reads the
 * document again (`reload`); a refused one says why. `reloadDiscarding` drops unsaved edits first.
 */
export function useDocumentSave<Next>({
  queryKey,
  banner,
  markSaved,
  discard,
  send,
  saved,
  failed,
}: DocumentSaveOptions<Next>) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey });
  const reloadDiscarding = () => {
    discard();
    reload();
  };
  const save = useMutation({
    mutationFn: ({ next, mode, version }: { next: Next; token: number; mode: SaveMode; version: number }) =>
      send(next, mode, version),
    onSuccess: (answer, { token, mode }) => {
      markSaved(token, answer.version);
      banner.success(savedText(mode, saved));
      reload();
    },
    onError: (error) => banner.error(errorText(error, failed)),
  });
  return { save, reload, reloadDiscarding };
}
