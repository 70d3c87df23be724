import { tableProjection } from '@agency/event-store';
import { AnnotationRecord } from './annotation.entity';
import { ANNOTATION_STREAMS, type AnnotationEvent } from './annotation.events';

export const annotationsProjection = tableProjection<AnnotationEvent, AnnotationRecord>({
  name: 'statistics-annotations',
  table: AnnotationRecord,
  streams: ANNOTATION_STREAMS,
  async apply(event, { id, table }) {
    if (event.type === 'StatisticsAnnotationRemoved') return table.delete(id);
    return table.insert({
      id,
      date: event.data.date,
      text: event.data.text,
      createdAt: event.createdAt,
      createdBy: event.metadata.actor?.username ?? null,
    });
  },
});
