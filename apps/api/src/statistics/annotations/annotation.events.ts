import { type DomainEvent, streamKind } from '@agency/event-store';

/** A staff member wrote an annotation for a day of the statistics. */
export type AnnotationAdded = DomainEvent<'StatisticsAnnotationAdded', { date: string; text: string }>;
export type AnnotationRemoved = DomainEvent<'StatisticsAnnotationRemoved', Record<string, never>>;
export type AnnotationEvent = AnnotationAdded | AnnotationRemoved;

/** statistics-annotation-<id>: one stream per annotation. */
export const ANNOTATION_STREAMS = streamKind<AnnotationEvent>('statistics-annotation-', [
  'StatisticsAnnotationAdded',
  'StatisticsAnnotationRemoved',
]);
