import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useApiClient } from '../../../lib/api-client-context';
import { errorText, type useBanner } from '../ui';
import type { ServerFormSave } from '../use-server-form';
import { saveDocument, type SaveMode } from './api/save-document';
import { savedText } from './components/document-publishing';

/** What of useServerForm's answer a save needs: the check of the values, and the moves after a save or a reload. */
interface EditedForm<Values extends FieldValues> {
  submit: (
    save: (save: ServerFormSave<Values>) => void,
    invalid?: (message: string, errors: FieldErrors<Values>) => void,
  ) => void;
  markSaved: (token: number, version?: number) => void;
  discard: () => void;
}

interface DocumentSaveOptions<Values> {
  /** The document's admin path ('/api/admin/faqs'): saveDocument writes it as a draft or published. */
  resource: string;
  /** The query the screen reads the document with. */
  queryKey: QueryKey;
  banner: ReturnType<typeof useBanner>;
  /** The document as the api takes it, made from the form's values (the values themselves unless given). */
  payload?: (values: Values) => unknown;
  /** The banner of a publication ('… erfolgreich gespeichert!'; a draft has its own) and of a failed save. */
  saved: string;
  failed: string;
}

/**
 * A document screen's save of its form (`edited`, from useServerForm). `saveAs(mode)` checks the values (the
 * first message goes to `invalid`, the banner unless given) and writes them as a draft or published; a saved
 * answer moves the form's version on, says so in the banner and reads the document again (`reload`), a refused
 * one says why. `reloadDiscarding` drops unsaved edits first; `saving` is the mode of the save under way.
 */
export function useDocumentSave<Values extends FieldValues>(
  edited: EditedForm<Values>,
  { resource, queryKey, banner, payload, saved, failed }: DocumentSaveOptions<Values>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey });
  const reloadDiscarding = () => {
    edited.discard();
    reload();
  };
  const save = useMutation({
    mutationFn: ({ values, mode, version }: ServerFormSave<Values> & { mode: SaveMode }) =>
      saveDocument(client, resource, payload ? payload(values) : values, mode, version),
    onSuccess: (answer, { token, mode }) => {
      edited.markSaved(token, answer.version);
      banner.success(savedText(mode, saved));
      reload();
    },
    onError: (error) => banner.error(errorText(error, failed)),
  });
  const saveAs = (mode: SaveMode, invalid: (message: string, errors: FieldErrors<Values>) => void = banner.error) =>
    edited.submit((checked) => save.mutate({ ...checked, mode }), invalid);
  const saving: SaveMode | null = save.isPending ? (save.variables?.mode ?? null) : null;
  return { saveAs, saving, reload, reloadDiscarding };
}
