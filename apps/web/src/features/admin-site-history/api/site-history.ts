import {
  type SiteRestoreAnswer,
  siteRestoreAnswerSchema,
  type SiteRestorePreview,
  siteRestorePreviewSchema,
} from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

export type SitePreview = SiteRestorePreview;
export type SiteRestored = SiteRestoreAnswer;
export type SiteMomentInput = { at: string } | { position: number };

const query = (moment: SiteMomentInput) =>
  'at' in moment ? `at=${encodeURIComponent(moment.at)}` : `position=${moment.position}`;

/** GET /api/admin/site-history/preview?at=…|position=…: what a restore to that moment would change. */
export const previewSite = (client: ApiClient, moment: SiteMomentInput) =>
  client.request(`/api/admin/site-history/preview?${query(moment)}`, siteRestorePreviewSchema);

/** POST /api/admin/site-history/restore { at } | { position }: restores the public content; undo_position undoes it. */
export const restoreSite = (client: ApiClient, moment: SiteMomentInput) =>
  client.request('/api/admin/site-history/restore', siteRestoreAnswerSchema, {
    method: 'POST',
    body: JSON.stringify(moment),
  });
