import { apiErrorSchema, MEDIA_MESSAGES } from '@agency/contracts';
import { ADMIN_REQUEST_HEADERS, SERVER_UNREACHABLE_TEXT } from '../../../lib/api-client';

export const MEDIA_UPLOAD_PATH = '/api/admin/media-uploads';

/** The types the library takes, for the file pickers. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** What became of one file: its share sent so far, then done or the api's German reason. */
export type UploadState =
  { status: 'sending'; progress: number } | { status: 'done' } | { status: 'failed'; message: string };

/**
 * Sends one file as the request body (the api reads its type from the bytes, its name from `?name=`).
 * XMLHttpRequest, not fetch: only it reports the upload's progress.
 */
export function uploadFile(
  file: File,
  onState: (state: UploadState) => void,
  /** A library picture the file replaces (its uses follow), instead of a new picture. */
  replaces?: string,
): Promise<void> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const replacing = replaces ? `&replaces=${encodeURIComponent(replaces)}` : '';
    request.open('POST', `${MEDIA_UPLOAD_PATH}?name=${encodeURIComponent(file.name)}${replacing}`);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(ADMIN_REQUEST_HEADERS)) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onState({ status: 'sending', progress: event.loaded / event.total });
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) onState({ status: 'done' });
      else onState({ status: 'failed', message: failureText(request.status, request.responseText) });
      resolve();
    };
    request.onerror = () => {
      onState({ status: 'failed', message: SERVER_UNREACHABLE_TEXT });
      resolve();
    };
    onState({ status: 'sending', progress: 0 });
    request.send(file);
  });
}

function failureText(status: number, body: string): string {
  if (status === 401) return 'Nicht angemeldet. Bitte melden Sie sich erneut an.';
  if (status === 403) return 'Keine Berechtigung zum Hochladen von Bildern.';
  if (status === 413) return MEDIA_MESSAGES.tooLarge;
  try {
    const error = apiErrorSchema.safeParse(JSON.parse(body));
    if (error.success) return error.data.message;
  } catch {
    // Not the api's JSON (e.g. a proxy's page): the status alone is known.
  }
  return `Das Hochladen ist fehlgeschlagen (HTTP ${status}).`;
}
