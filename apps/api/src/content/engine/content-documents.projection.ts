import type { EntityManager } from 'typeorm';
import type { InlineProjection, RecordedEvent } from '@agency/event-store';
import { contentEventType, eventContent, LIVE_DOCUMENT_EVENT_KINDS, upcastEvent } from './content.decider';
import { type DocumentDefinition, isDocumentStream } from './content-documents';

/**
 * Keeps content_documents current for one kind of document: the live documents, what the website shows
 * (drafts are kept apart, contentDraftsProjection). The row key is the stream id: 'faqs',
 * 'legal-impressum', 'email-template-offer_confirmation', ...
 */
export function contentDocumentsProjection(
  definition: Pick<DocumentDefinition, 'name' | 'eventPrefix' | 'cardinality' | 'legacy'>,
): InlineProjection {
  const { name, eventPrefix } = definition;
  const upcasters = definition.legacy?.upcasters ?? {};
  return {
    name: `content:${name}`,
    handles: [
      ...LIVE_DOCUMENT_EVENT_KINDS.map((kind) => contentEventType(eventPrefix, kind)),
      ...Object.keys(upcasters),
    ],
    async apply(events: readonly RecordedEvent[], manager: EntityManager) {
      for (const event of events) {
        const document = eventContent(upcastEvent(event, upcasters).data);
        await manager.query(
          `INSERT INTO content_documents (key, data, version, updated_at, updated_by) VALUES ($1, $2::jsonb, $3, $4, $5)
           ON CONFLICT (key) DO UPDATE SET data = excluded.data, version = excluded.version,
             updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          [
            event.streamId,
            JSON.stringify(document),
            event.streamVersion,
            event.createdAt,
            event.metadata.actor?.username ?? null,
          ],
        );
      }
    },
    async reset(manager: EntityManager) {
      const keys: { key: string }[] = await manager.query('SELECT key FROM content_documents');
      const mine = keys.map((row) => row.key).filter((key) => isDocumentStream(definition, key));
      if (mine.length) await manager.query('DELETE FROM content_documents WHERE key = ANY($1)', [mine]);
    },
  };
}
