import { type AdminItem, type MediaItem, mediaKind, mediaReference, mediaThumbnail } from '@agency/contracts';
import { Images } from 'lucide-react';
import { useCollectionItems } from './items/api/list-items';
import { loadState } from './load-state';
import { Button } from './ui';
import { Dialog } from '../ui/dialog';

type Medium = AdminItem & MediaItem;

/** Why a library picture cannot be chosen yet, or nothing. */
function notChoosable(medium: Medium): string | null {
  if (!medium.alt.trim()) return 'Ohne Alternativtext – bitte zuerst in der Mediathek ergänzen';
  if (!mediaReference(medium)) return 'Vorschau wird erstellt…';
  return null;
}

/**
 * The library's pictures to choose from. A picture without alt text cannot be chosen (a public page needs it),
 * nor one whose variants are still being made.
 */
export function MediaChooser({ onChoose, onClose }: { onChoose: (reference: string) => void; onClose: () => void }) {
  const media = useCollectionItems(mediaKind);
  const items = media.data as Medium[] | undefined;
  return (
    <Dialog
      title="Bild aus der Mediathek wählen"
      description="Bilder laden Sie im Bereich „Bilder“ hoch. Auf öffentlichen Seiten stehen nur Bilder mit Alternativtext."
      onClose={onClose}
      size="xl"
      testId="media-chooser"
    >
      {loadState(media, 'Die Mediathek konnte nicht geladen werden', 'Mediathek wird geladen…') ??
        (items && items.length === 0 ? (
          <p className="text-sm text-slate-600">Die Mediathek ist noch leer.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {items?.map((medium) => {
              const reason = notChoosable(medium);
              const thumbnail = mediaThumbnail(medium);
              return (
                <li key={medium.id}>
                  <button
                    type="button"
                    disabled={reason !== null}
                    onClick={() => {
                      const reference = mediaReference(medium);
                      if (reference) onChoose(reference);
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
                    <span className="block truncate text-xs text-slate-600">{reason ?? medium.alt}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
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
