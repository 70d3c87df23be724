import { mediaKind, mediaThumbnail, mediaUsesAnswerSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { Replace } from 'lucide-react';
import { useId, useState } from 'react';
import { useApiClient } from '../../../lib/api-client-context';
import { Dialog, DialogActions } from '../../ui/dialog';
import { updateItem } from '../items/api/update-item';
import { Button, Loading, TextArea, errorText } from '../ui';
import { PickFilesButton } from './pick-files-button';
import { type UploadState, uploadFile } from './upload-file';
import type { Medium } from './use-media';

export const ALT_HINT =
  'Beschreibt, was das Bild zeigt, für Menschen, die es nicht sehen (Screenreader), und für Suchmaschinen. ' +
  'Pflicht, sobald das Bild auf einer öffentlichen Seite steht.';

/** Where the picture is shown or about to be: what keeps it from being deleted. */
function Uses({ id }: { id: string }) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['admin', 'media-uses', id],
    queryFn: () => client.request(`/api/admin/media-uses/${encodeURIComponent(id)}`, mediaUsesAnswerSchema),
    retry: false,
  });
  return (
    <div data-testid="media-uses">
      <p className="mb-1 text-sm font-medium text-navy-900">Verwendet in</p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorText(query.error, 'Die Verwendungen konnten nicht geladen werden.')}
        </p>
      ) : query.data.uses.length === 0 ? (
        <p className="text-sm text-slate-700">Nirgends verwendet.</p>
      ) : (
        <ul className="list-inside list-disc text-sm text-slate-700">
          {query.data.uses.map((use, index) => (
            <li key={`${use.kind}-${use.id ?? ''}-${index}`}>
              {use.title} ({use.state})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * 'Datei ersetzen': a new file for the picture, uploaded with progress; alt text, focal point and history stay, and
 * every page and draft that shows the picture shows the new file once its variants are made.
 */
function ReplaceFile({ medium, onReplaced }: { medium: Medium; onReplaced: () => void }) {
  const hintId = useId();
  const [state, setState] = useState<UploadState | null>(null);
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-navy-900">Datei ersetzen</p>
      <p id={hintId} className="mb-2 text-sm text-slate-700">
        Alternativtext und Fokuspunkt bleiben; wo das Bild verwendet wird, erscheint danach die neue Datei.
      </p>
      <PickFilesButton
        inputLabel={`Neue Datei für ${medium.name}`}
        disabled={state?.status === 'sending'}
        describedBy={hintId}
        onFiles={([file]) =>
          void uploadFile(
            file,
            (next) => {
              setState(next);
              if (next.status === 'done') onReplaced();
            },
            medium.id,
          )
        }
      >
        <Replace className="size-4" aria-hidden />
        Datei ersetzen
      </PickFilesButton>
      {state?.status === 'sending' && (
        <progress className="mt-2 w-full" max={1} value={state.progress} aria-label="Fortschritt Datei ersetzen" />
      )}
      {state?.status === 'failed' && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}

/** Alt text and focal point: a click on the picture sets the point every crop keeps in view. */
export function MediaEditDialog({
  medium,
  onClose,
  onSaved,
  onReplaced,
}: {
  medium: Medium;
  onClose: () => void;
  /** After the save, with what was saved. */
  onSaved: (saved: { alt: string; focalPoint: { x: number; y: number } }) => void;
  /** After a new file was uploaded for the picture (the dialog's version of it is then stale). */
  onReplaced: () => void;
}) {
  const client = useApiClient();
  const [alt, setAlt] = useState(medium.alt);
  const [focal, setFocal] = useState(medium.focalPoint);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const src = mediaThumbnail({ hash: medium.hash, variants: medium.variants.filter((v) => v.width <= 960) });

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      // The api keeps the file's facts itself: the edit sends what staff say about the picture.
      await updateItem(client, mediaKind.name, medium.id, medium.version, {
        name: medium.name,
        alt: alt.trim(),
        focalPoint: focal,
        enabled: medium.enabled,
      });
      onSaved({ alt: alt.trim(), focalPoint: focal });
    } catch (error) {
      setFailure(errorText(error, 'Das Bild konnte nicht gespeichert werden.'));
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={`Bild bearbeiten: ${medium.name}`}
      onClose={onClose}
      testId="media-edit-dialog"
      footer={
        <DialogActions>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button variant="primary" onClick={() => void save()} busy={saving} disabled={saving}>
            Speichern
          </Button>
        </DialogActions>
      }
    >
      <div className="space-y-4">
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        )}
        <TextArea
          label="Alternativtext"
          description={ALT_HINT}
          value={alt}
          maxLength={500}
          rows={3}
          onChange={(event) => setAlt(event.target.value)}
        />
        <div>
          <p className="mb-1 text-sm font-medium text-navy-900">Fokuspunkt</p>
          <p className="mb-2 text-sm text-slate-700">
            Klicken Sie auf die Stelle, die bei jedem Zuschnitt sichtbar bleiben soll. Aktuell:{' '}
            <span data-testid="media-focal-point">
              {Math.round(focal.x * 100)} % / {Math.round(focal.y * 100)} %
            </span>
          </p>
          {src ? (
            <button
              type="button"
              className="relative block w-full cursor-crosshair overflow-hidden rounded-lg"
              aria-label="Fokuspunkt setzen"
              data-testid="media-focal-image"
              onClick={(event) => {
                const box = event.currentTarget.getBoundingClientRect();
                if (box.width === 0 || box.height === 0) return;
                const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
                setFocal({
                  x: clamp((event.clientX - box.left) / box.width),
                  y: clamp((event.clientY - box.top) / box.height),
                });
              }}
            >
              <img src={src} alt="" width={medium.width} height={medium.height} className="h-auto w-full" />
              <span
                aria-hidden
                className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-red-600/80 shadow"
                style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
              />
            </button>
          ) : (
            <p className="text-sm text-slate-700">Die Vorschau wird noch erstellt.</p>
          )}
        </div>
        <ReplaceFile medium={medium} onReplaced={onReplaced} />
        <Uses id={medium.id} />
      </div>
    </Dialog>
  );
}
