import { CONTENT_KINDS, mediaKind, type MediaUse } from '@agency/contracts';
import type { DataSource } from 'typeorm';
import { itemTitle } from '../content/engine/item-title';

/**
 * Where a picture is used: every live item, draft and document of the other kinds whose content names one of
 * its files (`/media/<hash>-…`). Items in the trash do not count.
 */
export async function mediaUses(dataSource: DataSource, hash: string): Promise<MediaUse[]> {
  if (!/^[0-9a-f]{32}$/.test(hash)) return [];
  const pattern = `%/media/${hash}-%`;
  const rows: { kind: string; id: string | null; data: unknown; live: boolean }[] = await dataSource.query(
    `SELECT collection AS kind, id, data, true AS live FROM content_items
       WHERE collection <> $2 AND deleted_at IS NULL AND data::text LIKE $1
     UNION ALL
     SELECT content AS kind, item_id AS id, data, false AS live FROM content_drafts
       WHERE content <> $2 AND deleted_at IS NULL AND data IS NOT NULL AND data::text LIKE $1
     UNION ALL
     SELECT key AS kind, NULL AS id, data, true AS live FROM content_documents
       WHERE data::text LIKE $1
     ORDER BY kind, id, live DESC`,
    [pattern, mediaKind.name],
  );
  return rows.map((row) => {
    const kind = CONTENT_KINDS.find(
      (candidate) => row.kind === candidate.name || row.kind.startsWith(`${candidate.name}-`),
    );
    const label = kind?.label ?? row.kind;
    const title = row.id ? itemTitle(row.data as Record<string, unknown>) : undefined;
    return {
      kind: kind?.name ?? row.kind,
      id: row.id,
      title: title ? `${label} „${title}“` : label,
      state: row.live ? 'veröffentlicht' : 'Entwurf',
    };
  });
}

/** The German refusal of a delete, naming each use. */
export const mediaInUseMessage = (uses: readonly MediaUse[]) =>
  `Das Bild wird noch verwendet und kann nicht gelöscht werden: ${uses
    .map((use) => `${use.title} (${use.state})`)
    .join(', ')}. Bitte zuerst dort ein anderes Bild wählen.`;
