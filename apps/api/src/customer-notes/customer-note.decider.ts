import type { CreateCustomerNote, CustomerNoteStatus, CustomerNoteType } from '@agency/contracts';
import { RuleViolation } from '@agency/event-store';
import type { CustomerNoteEvent } from './customer-note.events';

export type CustomerNoteState =
  { status: 'absent' } | { status: 'present'; type: CustomerNoteType; taskStatus: CustomerNoteStatus | null };

export type AddCustomerNote = { type: 'AddCustomerNote'; noteId: string; note: CreateCustomerNote };
export type SetCustomerTaskStatus = { type: 'SetCustomerTaskStatus'; status: CustomerNoteStatus };
export type CustomerNoteCommand = AddCustomerNote | SetCustomerTaskStatus;

export function evolveCustomerNote(state: CustomerNoteState, event: CustomerNoteEvent): CustomerNoteState {
  switch (event.type) {
    case 'CustomerNoteAdded':
      return { status: 'present', type: event.data.type, taskStatus: event.data.status };
    case 'CustomerTaskStatusChanged':
      return state.status === 'absent' ? state : { ...state, taskStatus: event.data.status };
  }
}

/** Only tasks are open or done; setting the status a task already has changes nothing. */
export function decideCustomerNote(command: CustomerNoteCommand, state: CustomerNoteState): CustomerNoteEvent[] {
  if (command.type === 'AddCustomerNote') {
    if (state.status !== 'absent') throw new RuleViolation('conflict', 'Notiz existiert bereits');
    return [{ type: 'CustomerNoteAdded', data: { noteId: command.noteId, ...command.note } }];
  }
  if (state.status === 'absent') throw new RuleViolation('not_found', 'Notiz nicht gefunden');
  if (state.type !== 'task') throw new RuleViolation('invalid', 'Nur Aufgaben haben einen Status (offen/erledigt)');
  return state.taskStatus === command.status
    ? []
    : [{ type: 'CustomerTaskStatusChanged', data: { status: command.status } }];
}

export const customerNoteDecider = {
  initialState: { status: 'absent' } as CustomerNoteState,
  decide: decideCustomerNote,
  evolve: evolveCustomerNote,
};
