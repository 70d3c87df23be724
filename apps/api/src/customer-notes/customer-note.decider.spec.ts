import type { CreateCustomerNote } from '@agency/contracts';
import { RuleViolation } from '@agency/event-store';
import { type CustomerNoteCommand, customerNoteDecider } from './customer-note.decider';
import type { CustomerNoteEvent } from './customer-note.events';

const customer = { customer_id: '7', customer_code: 'K-7', customer_name: 'Küstenbau GmbH' };
const task: CreateCustomerNote = {
  ...customer,
  type: 'task',
  title: 'Angebot nachfassen',
  content: '',
  due_date: '2026-12-01',
  status: 'open',
};
const note: CreateCustomerNote = {
  ...customer,
  type: 'note',
  title: 'Telefonat',
  content: 'Wünscht Rückruf',
  due_date: null,
  status: null,
};
const taskAdded: CustomerNoteEvent = { type: 'CustomerNoteAdded', data: { noteId: 'n1', ...task } };
const noteAdded: CustomerNoteEvent = { type: 'CustomerNoteAdded', data: { noteId: 'n2', ...note } };

/** given events, when command, then events */
function when(given: CustomerNoteEvent[], command: CustomerNoteCommand) {
  return customerNoteDecider.decide(
    command,
    given.reduce(customerNoteDecider.evolve, customerNoteDecider.initialState),
  );
}

describe('customer note decider', () => {
  it('adds a note once', () => {
    expect(when([], { type: 'AddCustomerNote', noteId: 'n1', note: task })).toEqual([taskAdded]);
    expect(() => when([taskAdded], { type: 'AddCustomerNote', noteId: 'n1', note: task })).toThrow(
      new RuleViolation('conflict', 'Notiz existiert bereits'),
    );
  });

  it('sets a task done and open again; setting the status it has records nothing', () => {
    expect(when([taskAdded], { type: 'SetCustomerTaskStatus', status: 'done' })).toEqual([
      { type: 'CustomerTaskStatusChanged', data: { status: 'done' } },
    ]);
    const done: CustomerNoteEvent = { type: 'CustomerTaskStatusChanged', data: { status: 'done' } };
    expect(when([taskAdded, done], { type: 'SetCustomerTaskStatus', status: 'done' })).toEqual([]);
    expect(when([taskAdded, done], { type: 'SetCustomerTaskStatus', status: 'open' })).toEqual([
      { type: 'CustomerTaskStatusChanged', data: { status: 'open' } },
    ]);
  });

  it('refuses a status for a note that is no task, and for a note that does not exist', () => {
    expect(() => when([noteAdded], { type: 'SetCustomerTaskStatus', status: 'done' })).toThrow(
      expect.objectContaining({ kind: 'invalid', message: 'Nur Aufgaben haben einen Status (offen/erledigt)' }),
    );
    expect(() => when([], { type: 'SetCustomerTaskStatus', status: 'done' })).toThrow(
      expect.objectContaining({ kind: 'not_found', message: 'Notiz nicht gefunden' }),
    );
  });
});
