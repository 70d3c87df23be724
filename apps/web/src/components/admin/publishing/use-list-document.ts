import type { DocumentKind } from '@agency/contracts';
import type { Path, PathValue } from 'react-hook-form';
import { z } from 'zod';
import { useBanner } from '../ui';
import { useOpenCard } from '../use-open-card';
import type { SaveMode } from './api/save-document';
import { type DocumentEditorOptions, useDocumentEditor } from './use-document-editor';

/** The form's values of a list document: its entries under one name ('categories', 'services'). */
type ListValues<Name extends string, Entry> = { [K in Name]: Entry[] };

interface ListDocumentOptions<Stored, Name extends string, Entry> extends Omit<
  DocumentEditorOptions<Stored[], ListValues<Name, Entry>>,
  'stored' | 'toDraft' | 'banner' | 'checked' | 'payload' | 'fieldOf'
> {
  /** The form's name of the list. */
  list: Name;
  /** An entry as the server answers it. */
  stored: z.ZodType<Stored>;
  /** An entry as the form edits it (the stored one unless given). */
  toEntry?: (stored: Stored) => Entry;
  /** An entry's id: its card, and the one a message opens. */
  idOf: (entry: Entry) => string;
  /** The list the schema checks, when the edited entries are not it. */
  checked?: (entries: Entry[]) => unknown;
  /** The list as the api takes it (the edited entries unless given). */
  payload?: (entries: Entry[]) => unknown;
  /** The form field of a message on the payload; unless given, the path below the list's name. */
  fieldOf?: (path: string) => string | undefined;
}

/**
 * The editor of a document that is a list of entries (FAQ, Leistungen): useDocumentEditor over the entries with
 * its banner, which entry's card is open (useOpenCard), `add` (the new entry's card opens) and `save`, which
 * opens the first entry a message names, so its fields show it.
 */
export function useListDocument<Stored, Name extends string, Entry = Stored>(
  kind: Pick<DocumentKind, 'name' | 'admin'>,
  { list, stored, toEntry, idOf, checked, payload, fieldOf, ...options }: ListDocumentOptions<Stored, Name, Entry>,
) {
  type Values = ListValues<Name, Entry>;
  const banner = useBanner();
  // A reload (e.g. the one after a save) keeps what was changed since that save began.
  const editor = useDocumentEditor(kind, {
    ...options,
    stored: z.array(stored),
    toDraft: (data) => {
      const document = data.document ?? [];
      return { [list]: toEntry ? document.map(toEntry) : document } as Values;
    },
    checked: (values) => (checked ? checked(values[list]) : values[list]),
    payload: (values) => (payload ? payload(values[list]) : values[list]),
    fieldOf: fieldOf ?? ((path) => (path ? `${list}.${path}` : undefined)),
    banner,
  });
  const { form, saveAs } = editor;
  const field = list as unknown as Path<Values>;
  const entries = (form.watch(field) as Entry[] | undefined) ?? [];
  const setEntries = (next: Entry[]) => form.setValue(field, next as PathValue<Values, Path<Values>>);
  const cards = useOpenCard();
  return {
    ...editor,
    banner,
    cards,
    entries,
    setEntries,
    add: (entry: Entry) => {
      setEntries([...entries, entry]);
      cards.show(idOf(entry));
    },
    save: (mode: SaveMode) =>
      saveAs(mode, (message, errors) => {
        banner.error(message);
        cards.showFirstInvalid(errors[list], entries.map(idOf));
      }),
  };
}
