import { z } from 'zod';
import type { ApiClient } from '../../../../lib/api-client';

export type SaveMode = 'draft' | 'publish';

/** What a write of content or settings answers: the version it left, which the next write is based on. */
export const savedVersionAnswer = z.object({ version: z.number().optional() }).loose();

/** The If-Match of a write based on `version` (0: a document never saved): every write of content sends it. */
export const basedOn = (version: number) => ({ 'If-Match': `"${version}"` });

/**
 * 'Entwurf speichern' (PUT {resource}/draft) or 'Veröffentlichen' (POST {resource}/publish) of the form, based
 * on `version` (the one the form's values came from; a newer one on the server is a 409).
 */
export function saveDocument(
  client: ApiClient,
  resource: string,
  body: unknown,
  mode: SaveMode,
  version: number,
): Promise<z.infer<typeof savedVersionAnswer>> {
  return client.request(`${resource}/${mode === 'draft' ? 'draft' : 'publish'}`, savedVersionAnswer, {
    method: mode === 'draft' ? 'PUT' : 'POST',
    body: JSON.stringify(body),
    headers: basedOn(version),
  });
}
