import { CONTENT_KINDS, mediaKind, type MediaUse, type MediaVariant } from '@agency/contracts';
import type { DataSource } from 'typeorm';
import { ContentCollection } from '../content/engine/content-collection';
import { ContentDocuments, isKeyed } from '../content/engine/content-documents';
import type { KindContents } from '../content/engine/content-providers';
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

/**
 * After a picture's file was replaced and the new file's variants are made: every live item, draft and document of
 * the other kinds that names the old file's variants names the new file's, at the same width where the new file
 * has it, else at its widest, in the same format (a chosen picture's focal point stays). Each change is appended
 * as an edit by the system, so it is in the history and the activity like any other.
 */
export async function followReplacedFile(
  dataSource: DataSource,
  contents: KindContents,
  oldHash: string,
  newHash: string,
  variants: readonly MediaVariant[],
): Promise<void> {
  const widths = [...new Set(variants.map((variant) => variant.width))].sort((a, b) => a - b);
  const widest = widths.at(-1);
  if (!widest || !/^[0-9a-f]{32}$/.test(oldHash)) return;
  const file = new RegExp(`/media/${oldHash}-(\\d{1,5})\\.(avif|webp|jpg)`, 'g');
  const follow = <T>(data: T): T =>
    JSON.parse(
      JSON.stringify(data).replace(
        file,
        (_, width: string, format: string) =>
          `/media/${newHash}-${widths.includes(Number(width)) ? width : widest}.${format}`,
      ),
    ) as T;
  const rows: { shape: 'item' | 'draft' | 'document'; kind: string; id: string | null; data: unknown }[] =
    await dataSource.query(
      `SELECT 'item' AS shape, collection AS kind, id::text AS id, data FROM content_items
         WHERE collection <> $2 AND deleted_at IS NULL AND data::text LIKE $1
       UNION ALL
       SELECT 'draft', content, coalesce(item_id::text, stream_id), data FROM content_drafts
         WHERE content <> $2 AND deleted_at IS NULL AND data IS NOT NULL AND data::text LIKE $1
       UNION ALL
       SELECT 'document', key, key, data FROM content_documents WHERE data::text LIKE $1`,
      [`%/media/${oldHash}-%`, mediaKind.name],
    );
  for (const row of rows) {
    const content = contents.of(row.kind) ?? contents.documentOfStream(row.kind);
    if (content instanceof ContentCollection && row.id) {
      if (row.shape === 'item') await content.update(row.id, follow(row.data), null);
      else await content.saveDraft(row.id, follow(row.data), null);
    } else if (content instanceof ContentDocuments) {
      const streamId = row.id ?? row.kind;
      const key = isKeyed(content.definition) ? streamId.slice(content.definition.name.length + 1) : undefined;
      if (row.shape === 'draft') await content.saveDraft(follow(row.data), null, { key });
      else await content.save(follow(row.data), null, { key });
    }
  }
}
