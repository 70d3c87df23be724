import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** PATCH /api/admin/offer-requests/{id}/mark-read. */
export function markRequestRead(client: ApiClient, id: string): Promise<unknown> {
  return client.request(`/api/admin/offer-requests/${id}/mark-read`, successAnswerSchema, { method: 'PATCH' });
}

/** PATCH /api/admin/offer-requests/{id}/mark-unread: back in the unread ones. */
export function markRequestUnread(client: ApiClient, id: string): Promise<unknown> {
  return client.request(`/api/admin/offer-requests/${id}/mark-unread`, successAnswerSchema, { method: 'PATCH' });
}
