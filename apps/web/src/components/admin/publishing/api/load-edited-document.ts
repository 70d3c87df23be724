import type { PublicationStatus } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../../lib/api-client';

const statusSchema = z.object({
  published: z.boolean(),
  hasDraft: z.boolean(),
  draftUpdatedAt: z.string().nullable(),
  draftUpdatedBy: z.string().nullable(),
  plans: z.number(),
});

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
  const answer = await client.request(
    `${resource}/draft`,
    z.object({ version: z.number(), status: statusSchema, live: schema.nullable(), draft: schema.nullable() }),
  );
  return { document: answer.draft ?? answer.live, version: answer.version, status: answer.status };
}
