import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../confirm-dialog';
import { Banner, Button, EmptyState, type BannerMessage } from '../../ui';
import type { SaveMode } from '../api/save-document';
import { DocumentToolbar, type ToolbarEditor } from './document-toolbar';

const NEW_ENTRY_PREFIX = 'neu-';

/** The id of an entry added on the screen, until the server assigns one on the save. */
export const newEntryId = () => `${NEW_ENTRY_PREFIX}${Math.random().toString(36).slice(2, 8)}`;

/** An entry's id as the save sends it: none for an entry added on the screen (newEntryId). */
export const savedEntryId = (id: string) => (id.startsWith(NEW_ENTRY_PREFIX) ? undefined : id);

/** The entry that is to go: the dialog's title, its question and what removes the entry from the form. */
export interface EntryRemoval {
  title: string;
  question: ReactNode;
  remove: () => void;
}

/**
 * The screen of a document that is a list of entries (FAQ, Leistungen): the toolbar with the button that
 * adds an entry, the banner, the entries (`children`) or `empty` while there are none, and the question
 * before an entry goes. Every edit stays local until 'Entwurf speichern' or 'Veröffentlichen'.
 */
export function ListDocumentScreen({
  editor,
  title,
  fieldLabels,
  itemNames,
  onSave,
  banner,
  addLabel,
  onAdd,
  count,
  empty,
  children,
  removal,
  onRemovalClosed,
}: {
  editor: ToolbarEditor;
  /** The document's name in the history's title. */
  title: string;
  fieldLabels: Record<string, string>;
  itemNames: Record<string, string>;
  onSave: (mode: SaveMode) => void;
  banner: { message: BannerMessage | null; clear: () => void };
  addLabel: string;
  onAdd: () => void;
  /** How many entries the list has. */
  count: number;
  empty: string;
  children: ReactNode;
  removal: EntryRemoval | null;
  /** The removal's dialog closes: cancelled, or after `remove`. */
  onRemovalClosed: () => void;
}) {
  return (
    <div className="space-y-5">
      <DocumentToolbar
        editor={editor}
        title={title}
        hint="Änderungen werden erst mit „Entwurf speichern“ oder „Veröffentlichen“ übernommen."
        fieldLabels={fieldLabels}
        itemNames={itemNames}
        onSave={onSave}
      >
        <Button onClick={onAdd}>
          <Plus className="size-4" aria-hidden />
          {addLabel}
        </Button>
      </DocumentToolbar>
      <Banner message={banner.message} onClose={banner.clear} />
      {count === 0 ? <EmptyState>{empty}</EmptyState> : children}
      {removal && (
        <ConfirmDialog
          title={removal.title}
          onCancel={onRemovalClosed}
          onConfirm={() => {
            removal.remove();
            onRemovalClosed();
          }}
        >
          {removal.question} Die Änderung wird mit „Entwurf speichern“ oder „Veröffentlichen“ übernommen.
        </ConfirmDialog>
      )}
    </div>
  );
}
