import { CONTENT_KINDS, mediaKind, type MediaUse, type MediaVariant } from '@agency/contracts';
import type { DataSource } from 'typeorm';
import { ContentCollection } from '../content/engine/content-collection';
import { ContentDocuments, isKeyed } from '../content/engine/content-documents';
import type { KindContents } from '../content/engine/content-providers';
import { itemTitle } from '../content/engine/item-title';

/** One place content names a picture's files: a live item, a draft (an item's or a document's) or a document. */
interface Naming {
  shape: 'item' | 'draft' | 'document';
  kind: string;
  /** The item's id (none for a document or its draft). */
  id: string | null;
  /** A document's stream, or its draft's (none for an item). */
  stream: string | null;
  data: unknown;
}

/**
 * Every live item, draft and document of the other kinds whose content names one of a picture's files
 * (`/media/<hash>-…`); items in the trash do not count. None for a malformed hash.
 */
async function contentNaming(dataSource: DataSource, hash: string): Promise<Naming[]> {
  if (!/^[0-9a-f]{32}$/.test(hash)) return [];
  return dataSource.query(
    `SELECT * FROM (
     SELECT 'item' AS shape, collection AS kind, id::text AS id, NULL AS stream, data FROM content_items
       WHERE collection <> $2 AND deleted_at IS NULL AND data::text LIKE $1
     UNION ALL
     SELECT 'draft', content, item_id, CASE WHEN item_id IS NULL THEN stream_id END, data FROM content_drafts
       WHERE content <> $2 AND deleted_at IS NULL AND data IS NOT NULL AND data::text LIKE $1
     UNION ALL
     SELECT 'document', key, NULL, key, data FROM content_documents WHERE data::text LIKE $1) naming
     ORDER BY kind, id, shape = 'draft'`,
    [`%/media/${hash}-%`, mediaKind.name],
  );
}

/** Where a picture is used (the places contentNaming finds), live first, as staff read them. */
export async function mediaUses(dataSource: DataSource, hash: string): Promise<MediaUse[]> {
  const rows = await contentNaming(dataSource, hash);
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
      state: row.shape === 'draft' ? 'Entwurf' : 'veröffentlicht',
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
  if (!widest) return;
  const file = new RegExp(`/media/${oldHash}-(\\d{1,5})\\.(avif|webp|jpg)`, 'g');
  const follow = <T>(data: T): T =>
    JSON.parse(
      JSON.stringify(data).replace(
        file,
        (_, width: string, format: string) =>
          `/media/${newHash}-${widths.includes(Number(width)) ? width : widest}.${format}`,
      ),
    ) as T;
  const rows = await contentNaming(dataSource, oldHash);
  for (const row of rows) {
    const content = contents.of(row.kind) ?? contents.documentOfStream(row.stream ?? row.kind);
    if (content instanceof ContentCollection && row.id) {
      if (row.shape === 'item') await content.update(row.id, follow(row.data), null);
      else await content.saveDraft(row.id, follow(row.data), null);
    } else if (content instanceof ContentDocuments) {
      const streamId = row.stream ?? row.kind;
      const key = isKeyed(content.definition) ? streamId.slice(content.definition.name.length + 1) : undefined;
      if (row.shape === 'draft') await content.saveDraft(follow(row.data), null, { key });
      else await content.save(follow(row.data), null, { key });
    }
  }
}
