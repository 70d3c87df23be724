import type { DomainEvent } from '@agency/event-store';
import type { OutboxQueueName } from './offer-request-side-effects';

/**
 * 'Erneut senden' in the Backend tab, in the event log so 'Aktivität' lists who sent what again. The job
 * itself lives in Redis; the event names it by what it is (no recipient: an address would outlive an erasure).
 */
export const OUTBOX_STREAM = 'outbox';

export type OutboxJobRetried = DomainEvent<'OutboxJobRetried', { queue: OutboxQueueName; jobId: string; what: string }>;
export type OutboxEvent = OutboxJobRetried;
