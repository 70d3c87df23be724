import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { Repository } from 'typeorm';
import type { CreateCustomerNote, CustomerNote, CustomerNoteStatus } from '@agency/contracts';
import { EventStore, handleCommand } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../auth/staff-principal';
import { customerNoteDecider, type CustomerNoteCommand } from './customer-note.decider';
import { CustomerNoteRecord } from './customer-note.entity';
import { customerNoteStreamId } from './customer-note.events';

function toNote(record: CustomerNoteRecord): CustomerNote {
  return {
    id: record.id,
    customer_id: record.customerId,
    customer_code: record.customerCode,
    customer_name: record.customerName,
    type: record.type,
    title: record.title,
    content: record.content,
    due_date: record.dueDate,
    dueDate: record.dueDate,
    status: record.status,
    created_at: record.createdAt.toISOString(),
    created_by: record.createdBy,
  };
}

/** Customer notes and tasks, event-sourced in Postgres and keyed by the accounting's customer id. */
@Injectable()
export class CustomerNotesService {
  constructor(
    private readonly store: EventStore,
    @InjectRepository(CustomerNoteRecord) private readonly notes: Repository<CustomerNoteRecord>,
  ) {}

  async listFor(customerId: string): Promise<CustomerNote[]> {
    return (await this.notes.find({ where: { customerId }, order: { createdAt: 'DESC' } })).map(toNote);
  }

  async add(note: CreateCustomerNote, actor: StaffPrincipal): Promise<CustomerNote> {
    const noteId = randomUUID();
    await this.run(noteId, { type: 'AddCustomerNote', noteId, note }, actor);
    return toNote(await this.notes.findOneByOrFail({ id: noteId }));
  }

  async setStatus(noteId: string, status: CustomerNoteStatus, actor: StaffPrincipal): Promise<CustomerNote> {
    await this.run(noteId, { type: 'SetCustomerTaskStatus', status }, actor);
    return toNote(await this.notes.findOneByOrFail({ id: noteId }));
  }

  private async run(noteId: string, command: CustomerNoteCommand, actor: StaffPrincipal): Promise<void> {
    await handleCommand(this.store, customerNoteStreamId(noteId), customerNoteDecider, command, {
      metadata: actorMetadata(actor),
    });
  }
}
