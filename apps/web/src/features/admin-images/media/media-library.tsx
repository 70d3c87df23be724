import { type AdminItem, type MediaItem, mediaKind, mediaThumbnail, mediaUsesAnswerSchema } from '@agency/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2, Upload } from 'lucide-react';
import { type ClipboardEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { loadState } from '../../../components/admin/load-state';
import {
  Banner,
  Button,
  EmptyState,
  IconButton,
  Input,
  Loading,
  TextArea,
  errorText,
  useBanner,
} from '../../../components/admin/ui';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { useApiClient } from '../../../lib/api-client-context';
import { deleteItem } from '../../../components/admin/items/api/delete-item';
import { collectionQueryKey, useCollectionItems } from '../../../components/admin/items/api/list-items';
import { updateItem } from '../../../components/admin/items/api/update-item';
import { type UploadState, uploadFile } from './upload-file';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export const ALT_HINT =
  'Beschreibt, was das Bild zeigt, für Menschen, die es nicht sehen (Screenreader), und für Suchmaschinen. ' +
  'Pflicht, sobald das Bild auf einer öffentlichen Seite steht.';

type Medium = AdminItem & MediaItem;

/** The library's pictures: the media collection's items, as the engine lists any collection. */
function useMedia() {
  const query = useCollectionItems(mediaKind);
  return { ...query, data: query.data as Medium[] | undefined };
}

function Thumbnail({ medium, className }: { medium: Medium; className?: string }) {
  const src = mediaThumbnail(medium);
  if (!src)
    return (
      <div className="grid aspect-[4/3] place-items-center rounded-lg bg-slate-100 text-center text-xs text-slate-600">
        Vorschau wird erstellt…
      </div>
    );
  return (
    <img
      src={src}
      alt=""
      width={medium.width}
      height={medium.height}
      className={className ?? 'aspect-[4/3] w-full rounded-lg object-cover'}
      style={{ objectPosition: `${medium.focalPoint.x * 100}% ${medium.focalPoint.y * 100}%` }}
    />
  );
}

interface Upload {
  key: number;
  name: string;
  state: UploadState;
}

/** The upload area: file picker, drop and paste; one progress bar and one outcome per file. */
function Uploader({ onUploaded }: { onUploaded: () => void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const next = useRef(0);
  const hintId = useId();

  const send = (files: readonly File[]) => {
    for (const file of files) {
      const key = (next.current += 1);
      setUploads((all) => [...all, { key, name: file.name, state: { status: 'sending', progress: 0 } }]);
      void uploadFile(file, (state) => {
        setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, state } : upload)));
        if (state.status === 'done') onUploaded();
      });
    }
  };

  // A picture pasted anywhere on the screen is uploaded (a pasted image has no name of its own).
  useEffect(() => {
    const onPaste = (event: globalThis.ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"], [role="dialog"]')) return;
      const files = pastedFiles(event.clipboardData);
      if (files.length === 0) return;
      event.preventDefault();
      send(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    send([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-3">
      <div
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        onPaste={(event: ClipboardEvent<HTMLDivElement>) => event.stopPropagation()}
        className={`rounded-2xl border-2 border-dashed p-6 text-center ${
          over ? 'border-navy-700 bg-slate-50' : 'border-slate-300 bg-white'
        }`}
      >
        <p id={hintId} className="mb-3 text-sm text-slate-700">
          Bilder hierher ziehen, einfügen (Strg+V) oder auswählen. JPEG, PNG, WebP, AVIF oder GIF, höchstens 20 MB.
        </p>
        <Button variant="primary" onClick={() => input.current?.click()} aria-describedby={hintId}>
          <Upload className="size-4" aria-hidden />
          Bilder hochladen
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Bilder auswählen"
          onChange={(event) => {
            send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label="Hochladen">
          {uploads.map((upload) => (
            <li key={upload.key} data-testid="media-upload" className="rounded-lg border border-slate-200 p-3 text-sm">
              <div className="flex justify-between gap-3">
                <span className="truncate font-medium text-navy-900">{upload.name}</span>
                <span className="shrink-0 text-slate-700">
                  {upload.state.status === 'done'
                    ? 'Hochgeladen'
                    : upload.state.status === 'failed'
                      ? 'Fehlgeschlagen'
                      : `${Math.round(upload.state.progress * 100)} %`}
                </span>
              </div>
              {upload.state.status === 'sending' && (
                <progress
                  className="mt-2 w-full"
                  max={1}
                  value={upload.state.progress}
                  aria-label={`Fortschritt ${upload.name}`}
                />
              )}
              {upload.state.status === 'failed' && (
                <p role="alert" className="mt-1 text-red-700">
                  {upload.state.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function pastedFiles(data: DataTransfer | null): File[] {
  if (!data) return [];
  return [...data.files].map((file, index) =>
    file.name && file.name !== 'image.png'
      ? file
      : new File([file], `eingefuegt-${Date.now()}-${index + 1}.${file.type.split('/')[1] ?? 'png'}`, {
          type: file.type,
        }),
  );
}

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

/** Alt text and focal point: a click on the picture sets the point every crop keeps in view. */
function EditDialog({ medium, onClose, onSaved }: { medium: Medium; onClose: () => void; onSaved: () => void }) {
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
      onSaved();
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
        <Uses id={medium.id} />
      </div>
    </Dialog>
  );
}

/** The picture library ('Mediathek'): search, upload, alt text and focal point, delete to the trash. */
export function MediaLibrary() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useMedia();
  const banner = useBanner();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Medium | null>(null);
  const [deleting, setDeleting] = useState<Medium | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: collectionQueryKey(mediaKind.name) });

  // Variants are made in the background: the grid looks again while one is still missing.
  const pending = query.data?.some((medium) => medium.variants.length === 0) ?? false;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(reload, 2_000);
    return () => clearInterval(timer);
  });

  const remove = async (medium: Medium) => {
    setBusy(true);
    try {
      await deleteItem(client, mediaKind.name, medium.id, medium.version);
      banner.success(`„${medium.name}“ liegt jetzt im Papierkorb.`);
      reload();
    } catch (error) {
      banner.error(errorText(error, 'Das Bild konnte nicht gelöscht werden.'));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const needle = search.trim().toLocaleLowerCase('de');
  const shown = (query.data ?? []).filter(
    (medium) =>
      !needle ||
      medium.name.toLocaleLowerCase('de').includes(needle) ||
      medium.alt.toLocaleLowerCase('de').includes(needle),
  );

  return (
    <section className="space-y-4" aria-labelledby="media-library-title">
      <h2 id="media-library-title" className="text-xl font-bold text-navy-900">
        Mediathek
      </h2>
      <Uploader onUploaded={reload} />
      <Banner message={banner.message} onClose={banner.clear} />
      <Input
        label="Bilder suchen"
        type="search"
        placeholder="Name oder Alternativtext"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {loadState(query, 'Die Mediathek konnte nicht geladen werden') ??
        (shown.length === 0 ? (
          <EmptyState>{needle ? 'Keine Bilder gefunden' : 'Noch keine Bilder in der Mediathek'}</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Bilder der Mediathek">
            {shown.map((medium) => (
              <li
                key={medium.id}
                data-testid="media-item"
                className="space-y-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
              >
                <Thumbnail medium={medium} />
                <p className="truncate font-semibold text-navy-900">{medium.name}</p>
                <p className={`line-clamp-2 text-sm ${medium.alt ? 'text-slate-700' : 'text-amber-800'}`}>
                  {medium.alt || 'Kein Alternativtext'}
                </p>
                <div className="flex justify-end gap-1">
                  <IconButton label={`${medium.name} bearbeiten`} onClick={() => setEditing(medium)}>
                    <Pencil className="size-4" aria-hidden />
                  </IconButton>
                  <IconButton label={`${medium.name} löschen`} onClick={() => setDeleting(medium)}>
                    <Trash2 className="size-4" aria-hidden />
                  </IconButton>
                </div>
              </li>
            ))}
          </ul>
        ))}
      {editing && (
        <EditDialog
          medium={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            banner.success('Bild gespeichert.');
            reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Bild löschen"
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        >
          „{deleting.name}“ in den Papierkorb verschieben?
        </ConfirmDialog>
      )}
    </section>
  );
}
