import type { SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { historyEntrySchema } from '@agency/contracts';

/** The OpenAPI form of a contracts schema: the same schema that validates documents the route. */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): SchemaObject {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as SchemaObject;
}

/** { success: true, <key>: <schema> }, the envelope the back-office reads. */
export function envelope(key: string, schema: SchemaObject): SchemaObject {
  return {
    type: 'object',
    properties: { success: { type: 'boolean', enum: [true] }, [key]: schema },
    required: ['success', key],
  };
}

/** The versions of a document or item, as the history routes answer them. */
export const historySchema: SchemaObject = openApiSchema(z.array(historyEntrySchema), 'output');

export const IF_MATCH_HEADER = {
  name: 'If-Match',
  required: true,
  description:
    'The version the edit is based on, e.g. "3" ("0" for a document never saved), as the read gave it (ETag or ' +
    '`version`). Without it the write answers 428 and changes nothing; a newer version on the server answers 409.',
};
