import type { ImageMap } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

/** PUT /api/admin/images with the whole map. */
export function saveImages(client: ApiClient, images: ImageMap, version?: number): Promise<unknown> {
  return client.request('/api/admin/images', z.unknown(), {
    method: 'PUT',
    body: JSON.stringify(images),
    headers: version ? { 'If-Match': `"${version}"` } : undefined,
  });
}
