import { z } from 'zod';

/** The one error shape every API answers with. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * What every successful answer carries beside its fields: `success: true`. A call whose fields the caller does
 * not read (a delete, a mark, a save that reloads the list after) checks this much of the answer.
 */
export const successAnswerSchema = z.object({ success: z.literal(true) });

/** Turns a zod error into the `details` of the error shape: one entry per wrong field. */
export function fieldErrors(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    message: issue.message,
  }));
}
