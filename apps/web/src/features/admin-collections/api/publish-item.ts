import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/**
 * 'Entwurf speichern' (PUT /api/admin/{name}/{id}/draft, or POST …/drafts for a new item) and
 * 'Veröffentlichen' (POST …/{id}/publish with the form, or without a body: the saved draft).
 */
export function saveItemDraft(
  client: ApiClient,
  name: string,
  item: { id: string; version: number } | null,
  body: Record<string, unknown>,
): Promise<unknown> {
  if (!item)
    return client.request(`/api/admin/${name}/drafts`, successAnswerSchema, {
      method: 'POST',
      body: JSON.stringify(body),
    });
  return client.request(`/api/admin/${name}/${encodeURIComponent(item.id)}/draft`, successAnswerSchema, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'If-Match': `"${item.version}"` },
  });
}

export function publishItem(
  client: ApiClient,
  name: string,
  item: { id: string; version: number },
  body?: Record<string, unknown>,
): Promise<unknown> {
  return client.request(`/api/admin/${name}/${encodeURIComponent(item.id)}/publish`, successAnswerSchema, {
    method: 'POST',
    body: JSON.stringify(body ?? {}),
    headers: { 'If-Match': `"${item.version}"` },
  });
}
