import type { PublicationStatus } from '@agency/contracts';
import { Button } from '../../ui';
import type { SaveMode } from '../api/save-document';
import { ChangesAndScheduleButtons } from './changes-and-schedule-buttons';
import { PreviewAndPlansButtons } from './preview-and-plans-buttons';
import { PublicationBadges } from './publication-badges';

/** The success message of a save. */
export function savedText(mode: SaveMode, published: string): string {
  return mode === 'draft' ? 'Entwurf gespeichert – die Website zeigt weiter die veröffentlichte Fassung.' : published;
}

/**
 * A document editor's publishing controls: its state, 'Entwurf speichern' and 'Veröffentlichen' (the form as
 * it is), and 'Änderungen', 'Veröffentlichen am …' (with a draft), 'Vorschau' and 'Geplant'.
 */
export function DocumentPublishing({
  resource,
  status,
  saving,
  onSave,
  onChanged,
  fieldLabels,
  itemNames,
}: {
  resource: string;
  status: PublicationStatus | undefined;
  saving: SaveMode | null;
  onSave: (mode: SaveMode) => void;
  onChanged: () => void;
  fieldLabels?: Record<string, string>;
  itemNames?: Record<string, string>;
}) {
  return (
    <>
      {status && <PublicationBadges status={status} className="self-center" />}
      <PreviewAndPlansButtons resource={resource} onChanged={onChanged} />
      {status && (
        <ChangesAndScheduleButtons
          resource={resource}
          status={status}
          fieldLabels={fieldLabels}
          itemNames={itemNames}
          onScheduled={onChanged}
        />
      )}
      <Button onClick={() => onSave('draft')} busy={saving === 'draft'} disabled={saving !== null}>
        Entwurf speichern
      </Button>
      <Button
        variant="primary"
        onClick={() => onSave('publish')}
        busy={saving === 'publish'}
        disabled={saving !== null}
      >
        Veröffentlichen
      </Button>
    </>
  );
}
