import { mediaKind, mediaThumbnail } from '@agency/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { deleteItem } from '../../../components/admin/items/api/delete-item';
import { loadState } from '../../../components/admin/load-state';
import { MediaEditDialog } from '../../../components/admin/media/media-edit-dialog';
import { Uploader } from '../../../components/admin/media/uploader';
import { type Medium, useMedia } from '../../../components/admin/media/use-media';
import { Banner, EmptyState, IconButton, Input, errorText, useBanner } from '../../../components/admin/ui';
import { useApiClient } from '../../../lib/api-client-context';

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

/** The picture library ('Mediathek'): search, upload, alt text and focal point, delete to the trash. */
export function MediaLibrary() {
  const client = useApiClient();
  const query = useMedia();
  const { reload } = query;
  const banner = useBanner();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Medium | null>(null);
  const [deleting, setDeleting] = useState<Medium | null>(null);
  const [busy, setBusy] = useState(false);

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
        <MediaEditDialog
          medium={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            banner.success('Bild gespeichert.');
            reload();
          }}
          onReplaced={() => {
            setEditing(null);
            banner.success(
              'Datei ersetzt. Wo das Bild verwendet wird, erscheint die neue Datei, sobald sie aufbereitet ist.',
            );
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
