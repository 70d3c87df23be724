import { editedDocumentAnswerSchema, type PublicationStatus } from '@agency/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../../../../lib/api-client';

/** A document as its editor loads it: the draft where there is one, else the live version. */
export interface EditedDocument<T> {
  document: T | null;
  version: number;
  status: PublicationStatus;
}

/** GET {resource}/draft: { version, status, live, draft }. */
export async function loadEditedDocument<T>(
  client: ApiClient,
  resource: string,
  schema: z.ZodType<T>,
): Promise<EditedDocument<T>> {
  const answer = await client.request(`${resource}/draft`, editedDocumentAnswerSchema(schema));
  return { document: answer.draft ?? answer.live, version: answer.version, status: answer.status };
}
