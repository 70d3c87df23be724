import type { DomainEvent } from '@agency/event-store';
import type { CreateCustomerNote, CustomerNoteStatus } from '@agency/contracts';

/** Staff notes, tasks and communication records on a customer of the accounting database. */
export type CustomerNoteAdded = DomainEvent<'CustomerNoteAdded', { noteId: string } & CreateCustomerNote>;
export type CustomerTaskStatusChanged = DomainEvent<'CustomerTaskStatusChanged', { status: CustomerNoteStatus }>;
export type CustomerNoteEvent = CustomerNoteAdded | CustomerTaskStatusChanged;

export const CUSTOMER_NOTE_EVENT_TYPES: readonly CustomerNoteEvent['type'][] = ['CustomerNoteAdded', 'CustomerTaskStatusChanged'];
export const customerNoteStreamId = (noteId: string) => `customer-note-${noteId}`;
