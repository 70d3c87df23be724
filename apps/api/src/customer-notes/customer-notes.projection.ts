import { tableProjection } from '@agency/event-store';
import { CustomerNoteRecord } from './customer-note.entity';
import { CUSTOMER_NOTE_STREAMS, type CustomerNoteEvent } from './customer-note.events';

export const customerNotesProjection = tableProjection<CustomerNoteEvent, CustomerNoteRecord>({
  name: 'customer-notes',
  table: CustomerNoteRecord,
  streams: CUSTOMER_NOTE_STREAMS,
  async apply(event, { id, table }) {
    if (event.type === 'CustomerTaskStatusChanged')
      return table.update(id, { status: event.data.status, updatedAt: event.createdAt });
    const d = event.data;
    return table.insert({
      id,
      customerId: d.customer_id,
      customerCode: d.customer_code,
      customerName: d.customer_name,
      type: d.type,
      title: d.title,
      content: d.content,
      dueDate: d.due_date,
      status: d.status,
      createdAt: event.createdAt,
      createdBy: event.metadata.actor?.username ?? null,
      updatedAt: event.createdAt,
    });
  },
});
