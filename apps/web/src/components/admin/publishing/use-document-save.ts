import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';
import { errorText, type useBanner } from '../ui';
import { saveDocument, type SaveMode } from './api/save-document';
import { savedText } from './components/document-publishing';

interface DocumentSaveOptions<Next> {
  /** The document's admin path ('/api/admin/faqs'): saveDocument writes it as a draft or published. */
  resource: string;
  /** The query the screen reads the document with. */
  queryKey: QueryKey;
  banner: ReturnType<typeof useBanner>;
  /** From useServerForm: a save's answer moves the form on, 'Neu laden' and a restore drop unsaved edits. */
  markSaved: (token: number, version?: number) => void;
  discard: () => void;
  /** The document as the api takes it, made from the form's values (the values themselves unless given). */
  payload?: (next: Next) => unknown;
  /** The banner of a publication ('… erfolgreich gespeichert!'; a draft has its own) and of a failed save. */
  saved: string;
  failed: string;
}

/**
 * A document screen's save: a saved answer moves the form's version on, says so in the banner and reads the
 * document again (`reload`); a refused one says why. `reloadDiscarding` drops unsaved edits first; `saving` is
 * the mode of the save under way.
 */
export function useDocumentSave<Next>({
  resource,
  queryKey,
  banner,
  markSaved,
  discard,
  payload,
  saved,
  failed,
}: DocumentSaveOptions<Next>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey });
  const reloadDiscarding = () => {
    discard();
    reload();
  };
  const save = useMutation({
    mutationFn: ({ next, mode, version }: { next: Next; token: number; mode: SaveMode; version: number }) =>
      saveDocument(client, resource, payload ? payload(next) : next, mode, version),
    onSuccess: (answer, { token, mode }) => {
      markSaved(token, answer.version);
      banner.success(savedText(mode, saved));
      reload();
    },
    onError: (error) => banner.error(errorText(error, failed)),
  });
  /** The save under way, for DocumentPublishing's buttons. */
  const saving: SaveMode | null = save.isPending ? (save.variables?.mode ?? null) : null;
  return { save, saving, reload, reloadDiscarding };
}
