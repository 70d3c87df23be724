import { type DomainEvent, streamKind } from '@agency/event-store';
import type { CreateCustomerNote, CustomerNoteStatus } from '@agency/contracts';

/** Staff notes, tasks and communication records on a customer of the accounting database. */
export type CustomerNoteAdded = DomainEvent<'CustomerNoteAdded', { noteId: string } & CreateCustomerNote>;
export type CustomerTaskStatusChanged = DomainEvent<'CustomerTaskStatusChanged', { status: CustomerNoteStatus }>;
export type CustomerNoteEvent = CustomerNoteAdded | CustomerTaskStatusChanged;

/** customer-note-<id>: one stream per note. */
export const CUSTOMER_NOTE_STREAMS = streamKind<CustomerNoteEvent>('customer-note-', [
  'CustomerNoteAdded',
  'CustomerTaskStatusChanged',
]);
export const customerNoteStreamId = CUSTOMER_NOTE_STREAMS.id;
