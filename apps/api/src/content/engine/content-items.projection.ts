import type { EntityManager } from 'typeorm';
import type { InlineProjection, RecordedEvent } from '@agency/event-store';
import type { CollectionDefinition } from './content-collection';
import { contentEventKind, contentEventType, eventContent, LIVE_ITEM_EVENT_KINDS } from './content.decider';

export const itemStreamId = (collection: string, id: string) => `${collection}-${id}`;
export const orderStreamId = (collection: string) => `${collection}-order`;
/** The event of a collection's order stream, e.g. 'SuccessStoriesReordered'. */
export const reorderedEventType = (definition: Pick<CollectionDefinition, 'pluralEventPrefix'>) =>
  `${definition.pluralEventPrefix}Reordered`;

/**
 * Keeps content_items current for one collection: the live items, what the website shows (drafts are kept
 * apart, contentDraftsProjection). New items go to the end of the staff-controlled order.
 */
export function contentItemsProjection(
  definition: Pick<CollectionDefinition, 'name' | 'eventPrefix' | 'pluralEventPrefix'>,
): InlineProjection {
  const { name: collection, eventPrefix } = definition;
  const reorderedEvent = reorderedEventType(definition);
  const streamPrefix = `${collection}-`;
  return {
    name: `content:${collection}`,
    handles: [...LIVE_ITEM_EVENT_KINDS.map((kind) => contentEventType(eventPrefix, kind)), reorderedEvent],
    async apply(events: readonly RecordedEvent[], manager: EntityManager) {
      for (const event of events) {
        const actor = event.metadata.actor?.username ?? null;
        if (event.type === reorderedEvent) {
          const ids = (event.data as { ids: string[] }).ids;
          await manager.query(
            `UPDATE content_items c SET sort = o.sort
             FROM unnest($2::text[]) WITH ORDINALITY AS o(id, sort)
             WHERE c.collection = $1 AND c.id = o.id`,
            [collection, ids],
          );
          continue;
        }
        const id = event.streamId.slice(streamPrefix.length);
        const kind = contentEventKind(eventPrefix, event.type);
        const common = [collection, id, event.streamVersion, event.createdAt, actor];
        switch (kind) {
          case 'Created':
          case 'Published':
            // The item whole; the first publish of an item that started as a draft inserts it, at the end.
            await manager.query(
              `INSERT INTO content_items (collection, id, data, sort, version, created_at, updated_at, updated_by)
               VALUES ($1, $2, $6::jsonb,
                       (SELECT coalesce(max(sort), 0) + 1 FROM content_items WHERE collection = $1), $3, $4, $4, $5)
               ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data, version = excluded.version,
                 updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
              [...common, JSON.stringify(eventContent(event.data))],
            );
            break;
          case 'Changed':
          case 'Reverted':
          case 'TakenOffline': {
            // The fields that changed; taken offline, the 'aktiv' switch.
            const fields = kind === 'TakenOffline' ? { enabled: false } : eventContent(event.data);
            await manager.query(
              `UPDATE content_items SET data = data || $6::jsonb, version = $3, updated_at = $4, updated_by = $5
               WHERE collection = $1 AND id = $2`,
              [...common, JSON.stringify(fields)],
            );
            break;
          }
          case 'Deleted':
          case 'RestoredFromTrash':
            await manager.query(
              `UPDATE content_items SET deleted_at = $6, version = $3, updated_at = $4, updated_by = $5
               WHERE collection = $1 AND id = $2`,
              [...common, kind === 'Deleted' ? event.createdAt : null],
            );
            break;
        }
      }
    },
    async reset(manager: EntityManager) {
      await manager.query('DELETE FROM content_items WHERE collection = $1', [collection]);
    },
  };
}
