import { successAnswerSchema } from '@agency/contracts';
import type { CreateCustomerNoteRequest } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/admin/customer-notes. */
export function addCustomerNote(client: ApiClient, note: CreateCustomerNoteRequest): Promise<unknown> {
  return client.request('/api/admin/customer-notes', successAnswerSchema, {
    method: 'POST',
    body: JSON.stringify(note),
  });
}
