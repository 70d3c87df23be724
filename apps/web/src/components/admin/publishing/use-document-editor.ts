import type { DocumentKind } from '@agency/contracts';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { useBanner } from '../ui';
import { type ServerFormOptions, useServerForm } from '../use-server-form';
import { type EditedDocument } from './api/load-edited-document';
import { useEditedDocument } from './api/use-edited-document';
import { useDocumentSave } from './use-document-save';

/** The admin path of a document kind, as its definition names it: '/api/admin/faqs', '/api/admin/legal/impressum'. */
const documentResource = (kind: Pick<DocumentKind, 'name' | 'admin'>): string =>
  `/api/admin/${kind.admin?.path ?? kind.name}`;

export interface DocumentEditorOptions<Stored, Values extends FieldValues> extends Omit<
  ServerFormOptions<EditedDocument<Stored>, Values>,
  'query' | 'payload'
> {
  /** What the server answers as the document (its stored shape, with ids and sample marks). */
  stored: z.ZodType<Stored>;
  banner: ReturnType<typeof useBanner>;
  /** The payload the form's schema checks, when the form's values are not it. */
  checked?: (values: Values) => unknown;
  /** The document as the api takes it, made from the form's values (the values themselves unless given). */
  payload?: (values: Values) => unknown;
  /** The banner of a publication ('… erfolgreich gespeichert!'; a draft has its own) and of a failed save. */
  saved: string;
  failed: string;
}

/**
 * The editor of one document kind, from its definition: the document as its draft has it (else as published)
 * read from the kind's admin path, the form over it (useServerForm: the load gate, the kept edits, the version a
 * save is based on) and its saves as a draft or published (useDocumentSave).
 */
export function useDocumentEditor<Stored, Values extends FieldValues>(
  kind: Pick<DocumentKind, 'name' | 'admin'>,
  { stored, banner, checked, payload, saved, failed, ...form }: DocumentEditorOptions<Stored, Values>,
) {
  const resource = documentResource(kind);
  const queryKey = ['admin', kind.name];
  const query = useEditedDocument(queryKey, resource, stored);
  const edited = useServerForm({ ...form, query, payload: checked });
  const save = useDocumentSave(edited, { resource, queryKey, banner, payload, saved, failed });
  return { ...edited, ...save, query, resource };
}
