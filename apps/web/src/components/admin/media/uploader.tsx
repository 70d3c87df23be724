import { Upload as UploadIcon } from 'lucide-react';
import { type ClipboardEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { PickFilesButton } from './pick-files-button';
import { type UploadState, uploadFile } from './upload-file';

interface Upload {
  key: number;
  name: string;
  state: UploadState;
}

/**
 * The upload area: file picker, drop and paste (anywhere on the screen outside a text field, or inside the dialog
 * the area stands in); one progress bar and one outcome per file.
 */
export function Uploader({ onUploaded }: { onUploaded: () => void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const zone = useRef<HTMLDivElement>(null);
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
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      // Where the upload area is: on the screen, a paste outside any dialog; in a dialog, a paste inside it.
      const ownDialog = zone.current?.closest('[role="dialog"]') ?? null;
      if ((target?.closest('[role="dialog"]') ?? null) !== ownDialog) return;
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
        ref={zone}
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
        <PickFilesButton primary multiple inputLabel="Bilder auswählen" describedBy={hintId} onFiles={send}>
          <UploadIcon className="size-4" aria-hidden />
          Bilder hochladen
        </PickFilesButton>
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
