import { mediaReference, mediaThumbnail } from '@agency/contracts';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { loadState } from '../load-state';
import { Button } from '../ui';
import { MediaEditDialog } from './media-edit-dialog';
import { Uploader } from './uploader';
import { type Medium, useMedia } from './use-media';

/** Why a library picture cannot be chosen as it is, or nothing. */
function missing(medium: Medium): string | null {
  if (!mediaReference(medium)) return 'Vorschau wird erstellt…';
  if (!medium.alt.trim()) return 'Ohne Alternativtext – beim Wählen ergänzen';
  return null;
}

/**
 * The library's pictures to choose from, and its upload (picker, drop, paste). A picture without alt text opens
 * its edit dialog first (a public page needs the text) and is chosen once it is saved; one whose variants are
 * still being made waits.
 */
export function MediaChooser({ onChoose, onClose }: { onChoose: (reference: string) => void; onClose: () => void }) {
  const media = useMedia();
  const [describing, setDescribing] = useState<Medium | null>(null);
  const items = media.data;
  return (
    <Dialog
      title="Bild aus der Mediathek wählen"
      description="Auf öffentlichen Seiten stehen nur Bilder mit Alternativtext."
      onClose={onClose}
      size="xl"
      testId="media-chooser"
    >
      <div className="space-y-4">
        <Uploader onUploaded={media.reload} />
        {loadState(media, 'Die Mediathek konnte nicht geladen werden', 'Mediathek wird geladen…') ??
          (items && items.length === 0 ? (
            <p className="text-sm text-slate-600">Die Mediathek ist noch leer.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Bilder der Mediathek">
              {items?.map((medium) => {
                const note = missing(medium);
                const thumbnail = mediaThumbnail(medium);
                const reference = mediaReference(medium);
                return (
                  <li key={medium.id}>
                    <button
                      type="button"
                      disabled={!reference}
                      onClick={() => {
                        if (!reference) return;
                        if (medium.alt.trim()) onChoose(reference);
                        else setDescribing(medium);
                      }}
                      className="block w-full rounded-xl border border-slate-200 p-2 text-left transition hover:border-navy-700 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-70"
                    >
                      {thumbnail ? (
                        <img
                          src={thumbnail}
                          alt=""
                          width={medium.width}
                          height={medium.height}
                          className="aspect-[4/3] w-full rounded-lg object-cover"
                          style={{ objectPosition: `${medium.focalPoint.x * 100}% ${medium.focalPoint.y * 100}%` }}
                        />
                      ) : (
                        <span className="grid aspect-[4/3] place-items-center rounded-lg bg-slate-100 text-xs text-slate-600">
                          Keine Vorschau
                        </span>
                      )}
                      <span className="mt-2 block truncate text-sm font-medium text-navy-900">{medium.name}</span>
                      <span className="block truncate text-xs text-slate-600">{note ?? medium.alt}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ))}
      </div>
      {describing && (
        <MediaEditDialog
          medium={describing}
          onClose={() => setDescribing(null)}
          onReplaced={() => {
            setDescribing(null);
            media.reload();
          }}
          onSaved={({ alt, focalPoint }) => {
            setDescribing(null);
            media.reload();
            const reference = mediaReference({ ...describing, focalPoint });
            if (alt.trim() && reference) onChoose(reference);
          }}
        />
      )}
    </Dialog>
  );
}

/** The button that opens the chooser; `place` names what the picture is for where a screen has several. */
export function ChooseFromLibrary({
  onClick,
  place,
  className,
}: {
  onClick: () => void;
  place?: string;
  className?: string;
}) {
  return (
    <Button
      className={className}
      onClick={onClick}
      aria-label={place ? `Aus der Mediathek wählen: ${place}` : undefined}
    >
      <Images className="size-4" aria-hidden />
      Aus der Mediathek wählen
    </Button>
  );
}
