import { ANNOTATION_MESSAGES } from '@agency/contracts';
import { RuleViolation } from '@agency/event-store';
import type { AnnotationAdded, AnnotationEvent } from './annotation.events';

export type AnnotationState = { status: 'absent' | 'present' | 'removed' };
export type AnnotationCommand =
  { type: 'AddAnnotation'; annotation: AnnotationAdded['data'] } | { type: 'RemoveAnnotation' };

export function evolveAnnotation(_: AnnotationState, event: AnnotationEvent): AnnotationState {
  return { status: event.type === 'StatisticsAnnotationAdded' ? 'present' : 'removed' };
}

/** An annotation is written once and removed once; removing it again finds nothing. */
export function decideAnnotation(command: AnnotationCommand, state: AnnotationState): AnnotationEvent[] {
  if (command.type === 'AddAnnotation') {
    if (state.status !== 'absent') throw new RuleViolation('conflict', 'Anmerkung existiert bereits');
    return [{ type: 'StatisticsAnnotationAdded', data: command.annotation }];
  }
  if (state.status !== 'present') throw new RuleViolation('not_found', ANNOTATION_MESSAGES.notFound);
  return [{ type: 'StatisticsAnnotationRemoved', data: {} }];
}

export const annotationDecider = {
  initialState: { status: 'absent' } as AnnotationState,
  decide: decideAnnotation,
  evolve: evolveAnnotation,
};
