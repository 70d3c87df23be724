import type { SiteChange } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

const change = z.custom<SiteChange>((value) => typeof value === 'object' && value !== null);
const preview = z.object({
  success: z.boolean(),
  position: z.number(),
  at: z.string().nullable(),
  changes: z.array(change),
});
const restored = preview.extend({ undo_position: z.number(), message: z.string() });
export type SitePreview = z.infer<typeof preview>;
export type SiteRestored = z.infer<typeof restored>;
export type SiteMomentInput = { at: string } | { position: number };

const query = (moment: SiteMomentInput) =>
  'at' in moment ? `at=${encodeURIComponent(moment.at)}` : `position=${moment.position}`;

/** GET /api/admin/site-history/preview?at=…|position=…: what a restore to that moment would change. */
export const previewSite = (client: ApiClient, moment: SiteMomentInput) =>
  client.request(`/api/admin/site-history/preview?${query(moment)}`, preview);

/** POST /api/admin/site-history/restore { at } | { position }: restores the public content; undo_position undoes it. */
export const restoreSite = (client: ApiClient, moment: SiteMomentInput) =>
  client.request('/api/admin/site-history/restore', restored, { method: 'POST', body: JSON.stringify(moment) });
