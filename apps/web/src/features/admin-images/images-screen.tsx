import { imageMapSchema, type ImageMap } from '@agency/contracts';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DocumentToolbar, useDocumentSave } from '../../components/admin/publishing';
import { ChooseFromLibrary, MediaChooser } from '../../components/admin/media/media-chooser';
import { Banner, EmptyState, Input, useBanner } from '../../components/admin/ui';
import { useServerForm } from '../../components/admin/use-server-form';
import { imagesQueryKey, useImages } from './api/get-images';
import { MediaLibrary } from './media/media-library';

function Preview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [url]);
  if (!url || failed)
    return (
      <div className="grid h-32 place-items-center rounded-lg bg-slate-100 text-center text-xs text-slate-500">
        <span>
          <ImageOff className="mx-auto mb-1 size-5" aria-hidden />
          Bild nicht verfügbar
        </span>
      </div>
    );
  return (
    <img
      src={url}
      alt=""
      width={640}
      height={256}
      className="h-32 w-full rounded-lg object-cover"
      onError={() => setFailed(true)}
    />
  );
}

/** Bilder: the picture library, and the site's named image slots with URL input and preview. */
export function ImagesScreen() {
  return (
    <div className="space-y-10">
      <MediaLibrary />
      <ImageSlots />
    </div>
  );
}

const IMAGES_RESOURCE = '/api/admin/images';

function ImageSlots() {
  const query = useImages();
  const banner = useBanner();
  // A reload (e.g. the one after a save) keeps a URL changed since that save began.
  const edited = useServerForm({
    query,
    failure: 'Fehler beim Laden der Bilder',
    toDraft: (data): ImageMap => data.document ?? {},
    schema: imageMapSchema,
  });
  const { form, gate, field } = edited;
  // The slot whose picture is being chosen from the library.
  const [choosing, setChoosing] = useState<string | null>(null);
  const images = form.watch();
  const save = useDocumentSave(edited, {
    resource: IMAGES_RESOURCE,
    queryKey: imagesQueryKey,
    banner,
    saved: 'Bilder gespeichert! Bitte laden Sie die Seite neu, um die Änderungen zu sehen.',
    failed: 'Fehler beim Speichern',
  });
  if (gate) return gate;
  const entries = Object.entries(images);
  const chooser = choosing && (
    <MediaChooser
      onClose={() => setChoosing(null)}
      onChoose={(reference) => {
        form.setValue(`${choosing}.url`, reference, { shouldDirty: true, shouldValidate: true });
        setChoosing(null);
      }}
    />
  );
  return (
    <section className="space-y-5" aria-labelledby="image-slots-title">
      <h2 id="image-slots-title" className="text-xl font-bold text-navy-900">
        Bildplätze der Website
      </h2>
      <DocumentToolbar
        editor={{ ...save, resource: IMAGES_RESOURCE, query }}
        title="Bilder"
        hint="Empfohlene Größe: 800x600 px oder größer"
        fieldLabels={Object.fromEntries(entries.map(([key, slot]) => [key, slot.name || key]))}
      />
      <Banner message={banner.message} onClose={banner.clear} />
      {entries.length === 0 ? (
        <EmptyState>Keine Bilder vorhanden</EmptyState>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {entries.map(([key, slot]) => (
            <div
              key={key}
              className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="image-slot"
            >
              <div>
                <p className="font-semibold text-navy-900">{slot.name || key}</p>
                <p className="text-xs text-slate-500">{slot.location}</p>
              </div>
              <Preview url={slot.url} />
              <Input label={`URL ${slot.name || key}`} type="url" {...field(`${key}.url`)} />
              <ChooseFromLibrary place={slot.name || key} onClick={() => setChoosing(key)} />
            </div>
          ))}
        </div>
      )}
      {chooser}
    </section>
  );
}
