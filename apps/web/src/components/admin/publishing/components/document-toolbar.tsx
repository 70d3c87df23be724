import type { PublicationStatus } from '@agency/contracts';
import type { ReactNode } from 'react';
import { HistoryButton } from '../../history-panel';
import { Toolbar } from '../../ui';
import type { SaveMode } from '../api/save-document';
import { DocumentPublishing } from './document-publishing';

/** What of a document editor its toolbar uses: useDocumentEditor's answer, or useDocumentSave's with the resource and query. */
export interface ToolbarEditor {
  resource: string;
  query: { data?: { status: PublicationStatus } };
  saving: SaveMode | null;
  saveAs: (mode: SaveMode) => void;
  reload: () => void;
  reloadDiscarding: () => void;
}

/**
 * A document editor's toolbar: 'Verlauf' (a restore drops unsaved edits), the screen's own buttons
 * (`children`), then the publishing controls. The history and 'Änderungen' name fields and items alike.
 * `onSave` is the editor's save unless the screen checks more first.
 */
export function DocumentToolbar({
  editor,
  title,
  hint,
  fieldLabels,
  itemNames,
  onSave = editor.saveAs,
  children,
}: {
  editor: ToolbarEditor;
  /** The document's name in the history's title. */
  title: string;
  hint?: ReactNode;
  fieldLabels?: Record<string, string>;
  itemNames?: Record<string, string>;
  onSave?: (mode: SaveMode) => void;
  children?: ReactNode;
}) {
  return (
    <Toolbar hint={hint}>
      <HistoryButton
        resource={editor.resource}
        title={title}
        fieldLabels={fieldLabels}
        itemNames={itemNames}
        onRestored={editor.reloadDiscarding}
      />
      {children}
      <DocumentPublishing
        resource={editor.resource}
        status={editor.query.data?.status}
        saving={editor.saving}
        onSave={onSave}
        onChanged={editor.reload}
        fieldLabels={fieldLabels}
        itemNames={itemNames}
      />
    </Toolbar>
  );
}
