import type { EntityManager } from 'typeorm';
import type { InlineProjection, RecordedEvent } from '@agency/event-store';
import type { CollectionDefinition } from './content-collection';
import {
  type ContentEventKind,
  contentEventKind,
  contentEventType,
  DOCUMENT_EVENT_KINDS,
  eventContent,
  type EventUpcasters,
  ITEM_EVENT_KINDS,
  upcastEvent,
} from './content.decider';
import { type DocumentDefinition, isDocumentStream } from './content-documents';
import { orderStreamId } from './content-items.projection';

/** What an event does to the draft of its stream. */
type DraftChange = { set: unknown } | { merge: Record<string, unknown> } | 'clear' | 'keep';

/**
 * Keeps content_drafts current for one collection or kind of document: per stream, the draft staff prepare
 * (null when there is none) and the stream's version, which every event of the stream moves. The drafts
 * live apart from content_items / content_documents on purpose: those are what the website shows, and
 * their projections' events are the ones that move the pages' content version (ContentVersion), so a
 * draft never re-renders a page nor reaches a public answer.
 */
function draftsProjection(
  name: string,
  handles: string[],
  isMine: (streamId: string) => boolean,
  change: (event: RecordedEvent) => DraftChange,
  itemIdOf: (streamId: string) => string | null,
  /** Items: whether the event moves the item to the trash or back (a never published one lives only here). */
  trashed: (event: RecordedEvent) => boolean | undefined = () => undefined,
): InlineProjection {
  return {
    name: `drafts:${name}`,
    handles,
    async apply(events: readonly RecordedEvent[], manager: EntityManager) {
      for (const event of events) {
        if (!isMine(event.streamId)) continue;
        const what = change(event);
        const drafted = typeof what === 'object' && 'set' in what;
        const data = typeof what === 'object' ? JSON.stringify('set' in what ? what.set : what.merge) : null;
        const update =
          what === 'clear'
            ? 'NULL'
            : what === 'keep'
              ? 'content_drafts.data'
              : 'set' in what
                ? 'excluded.data'
                : `CASE WHEN content_drafts.data IS NULL THEN NULL ELSE content_drafts.data || $4::jsonb END`;
        await manager.query(
          `INSERT INTO content_drafts (stream_id, content, item_id, data, version, updated_at, updated_by)
           VALUES ($1, $2, $3, CASE WHEN $8 THEN $4::jsonb END, $5, $6, $7)
           ON CONFLICT (stream_id) DO UPDATE SET data = ${update}, version = excluded.version,
             updated_at = CASE WHEN $8 THEN excluded.updated_at ELSE content_drafts.updated_at END,
             updated_by = CASE WHEN $8 THEN excluded.updated_by ELSE content_drafts.updated_by END,
             deleted_at = CASE WHEN $9::boolean IS NULL THEN content_drafts.deleted_at
                               WHEN $9 THEN excluded.updated_at END`,
          [
            event.streamId,
            name,
            itemIdOf(event.streamId),
            data,
            event.streamVersion,
            event.createdAt,
            event.metadata.actor?.username ?? null,
            drafted,
            trashed(event) ?? null,
          ],
        );
      }
    },
    async reset(manager: EntityManager) {
      await manager.query('DELETE FROM content_drafts WHERE content = $1', [name]);
    },
  };
}

/**
 * What an event does to the draft, the same for items and documents: a saved draft replaces it; publishing,
 * discarding or a whole document's save or restore ends it; an item's direct change (a switch, a restore of
 * some fields, being taken offline) reaches it too.
 */
function draftChange(kind: ContentEventKind | undefined, data: unknown): DraftChange {
  switch (kind) {
    case 'DraftSaved':
      return { set: eventContent(data) };
    case 'DraftDiscarded':
    case 'Published':
    case 'Saved':
      return 'clear';
    case 'Changed':
    case 'Reverted':
      return 'document' in (data as object)
        ? 'clear'
        : { merge: (eventContent(data) ?? {}) as Record<string, unknown> };
    case 'TakenOffline':
      return { merge: { enabled: false } };
    default:
      return 'keep';
  }
}

export function collectionDraftsProjection(
  definition: Pick<CollectionDefinition, 'name' | 'eventPrefix'>,
): InlineProjection {
  const { name, eventPrefix } = definition;
  const prefix = `${name}-`;
  return draftsProjection(
    name,
    ITEM_EVENT_KINDS.map((kind) => contentEventType(eventPrefix, kind)),
    (streamId) => streamId.startsWith(prefix) && streamId !== orderStreamId(name),
    (event) => draftChange(contentEventKind(eventPrefix, event.type), event.data),
    (streamId) => streamId.slice(prefix.length),
    (event) => {
      const kind = contentEventKind(eventPrefix, event.type);
      return kind === 'Deleted' ? true : kind === 'RestoredFromTrash' ? false : undefined;
    },
  );
}

export function documentDraftsProjection(
  definition: Pick<DocumentDefinition, 'name' | 'eventPrefix' | 'cardinality' | 'legacy'>,
): InlineProjection {
  const { name, eventPrefix } = definition;
  const upcasters: EventUpcasters = definition.legacy?.upcasters ?? {};
  return draftsProjection(
    name,
    [...DOCUMENT_EVENT_KINDS.map((kind) => contentEventType(eventPrefix, kind)), ...Object.keys(upcasters)],
    (streamId) => isDocumentStream(definition, streamId),
    (recorded) => {
      const event = upcastEvent(recorded, upcasters);
      return draftChange(contentEventKind(eventPrefix, event.type), event.data);
    },
    () => null,
  );
}
