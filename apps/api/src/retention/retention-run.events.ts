import type { DomainEvent } from '@agency/event-store';
import type { RetentionRun } from '@agency/contracts';

/** The retention job's runs, one stream: a run claims its turn (so one api replica of several runs it), then reports. */
export const RETENTION_RUNS_STREAM = 'retention-runs';

export type RetentionRunStarted = DomainEvent<'RetentionRunStarted', { at: string }>;
export type RetentionRunCompleted = DomainEvent<'RetentionRunCompleted', Omit<RetentionRun, 'actor'>>;
export type RetentionRunEvent = RetentionRunStarted | RetentionRunCompleted;
