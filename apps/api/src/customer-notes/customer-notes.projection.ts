import type { EntityManager } from 'typeorm';
import type { InlineProjection, RecordedEvent } from '@agency/event-store';
import { CustomerNoteRecord } from './customer-note.entity';
import { CUSTOMER_NOTE_EVENT_TYPES, type CustomerNoteEvent } from './customer-note.events';

const noteIdOf = (event: RecordedEvent) => event.streamId.replace(/^customer-note-/, '');

export const customerNotesProjection: InlineProjection = {
  name: 'customer-notes',
  handles: CUSTOMER_NOTE_EVENT_TYPES,
  async apply(events: readonly RecordedEvent[], manager: EntityManager) {
    const repo = manager.getRepository(CustomerNoteRecord);
    for (const recorded of events) {
      const event = recorded as unknown as RecordedEvent<CustomerNoteEvent> & CustomerNoteEvent;
      const id = noteIdOf(recorded);
      if (event.type === 'CustomerNoteAdded') {
        const d = event.data;
        await repo.insert({
          id,
          customerId: d.customer_id,
          customerCode: d.customer_code,
          customerName: d.customer_name,
          type: d.type,
          title: d.title,
          content: d.content,
          dueDate: d.due_date,
          status: d.status,
          createdAt: recorded.createdAt,
          createdBy: recorded.metadata.actor?.username ?? null,
          updatedAt: recorded.createdAt,
        });
      } else {
        await repo.update(id, { status: event.data.status, updatedAt: recorded.createdAt });
      }
    }
  },
  async reset(manager: EntityManager) {
    await manager.getRepository(CustomerNoteRecord).clear();
  },
};
