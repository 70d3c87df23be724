import type { OfferRequestFields } from '@agency/contracts';
import { RuleViolation } from '@agency/event-store';
import type { ConfirmationWithheld, OfferRequestEvent } from './offer-request.events';

export type OfferRequestState =
  | { status: 'absent' }
  | {
      status: 'received' | 'deleted';
      requestId: string;
      read: boolean;
      sync: { success: true; customerId: number } | { success: false; error: string } | null;
    };

export type ReceiveOfferRequest = {
  type: 'ReceiveOfferRequest';
  requestId: string;
  request: OfferRequestFields;
  /** Set when a cap leaves out the visitor's confirmation mail (decided when the request arrives). */
  confirmationWithheld?: ConfirmationWithheld | null;
  /** The visitor's consented analytics session, if any (leads by source). */
  analyticsSessionId?: string | null;
};
export type MarkOfferRequestRead = { type: 'MarkOfferRequestRead' };
export type MarkOfferRequestUnread = { type: 'MarkOfferRequestUnread' };
export type RecordAccountingSync =
  | { type: 'RecordAccountingSync'; success: true; customerId: number; created: boolean }
  | { type: 'RecordAccountingSync'; success: false; error: string };
export type DeleteOfferRequest = { type: 'DeleteOfferRequest' };
export type OfferRequestCommand =
  ReceiveOfferRequest | MarkOfferRequestRead | MarkOfferRequestUnread | RecordAccountingSync | DeleteOfferRequest;

export const initialOfferRequestState: OfferRequestState = { status: 'absent' };

export function evolveOfferRequest(state: OfferRequestState, event: OfferRequestEvent): OfferRequestState {
  if (event.type === 'OfferRequestReceived') {
    return { status: 'received', requestId: event.data.requestId, read: false, sync: null };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'OfferRequestMarkedRead':
      return { ...state, read: true };
    case 'OfferRequestMarkedUnread':
      return { ...state, read: false };
    case 'OfferRequestSyncedToAccounting':
      return { ...state, sync: { success: true, customerId: event.data.customer_id } };
    case 'OfferRequestSyncFailed':
      return { ...state, sync: { success: false, error: event.data.error } };
    case 'OfferRequestDeleted':
      return { ...state, status: 'deleted' };
  }
}

/**
 * Decides what a command causes. Reading twice, a sync result that is already recorded, and anything
 * arriving after the erasure (a late accounting job) cause nothing.
 */
export function decideOfferRequest(command: OfferRequestCommand, state: OfferRequestState): OfferRequestEvent[] {
  if (command.type === 'ReceiveOfferRequest') {
    if (state.status !== 'absent') throw new RuleViolation('conflict', 'Anfrage existiert bereits');
    const withheld = command.confirmationWithheld ? { confirmation_withheld: command.confirmationWithheld } : {};
    const session = command.analyticsSessionId ? { analytics_session_id: command.analyticsSessionId } : {};
    return [
      {
        type: 'OfferRequestReceived',
        data: { requestId: command.requestId, ...command.request, ...withheld, ...session },
      },
    ];
  }
  if (state.status === 'absent') throw new RuleViolation('not_found', 'Anfrage nicht gefunden');
  if (state.status === 'deleted') {
    if (command.type === 'RecordAccountingSync' || command.type === 'DeleteOfferRequest') return [];
    throw new RuleViolation('not_found', 'Anfrage nicht gefunden');
  }
  switch (command.type) {
    case 'MarkOfferRequestRead':
      return state.read ? [] : [{ type: 'OfferRequestMarkedRead', data: {} }];
    case 'MarkOfferRequestUnread':
      return state.read ? [{ type: 'OfferRequestMarkedUnread', data: {} }] : [];
    case 'RecordAccountingSync':
      if (state.sync?.success) return [];
      if (command.success) {
        return [
          {
            type: 'OfferRequestSyncedToAccounting',
            data: { customer_id: command.customerId, created: command.created },
          },
        ];
      }
      // The same failure again (a retry during an outage) is not news.
      if (state.sync && !state.sync.success && state.sync.error === command.error) return [];
      return [{ type: 'OfferRequestSyncFailed', data: { error: command.error } }];
    case 'DeleteOfferRequest':
      return [{ type: 'OfferRequestDeleted', data: {} }];
  }
}

export const offerRequestDecider = {
  initialState: initialOfferRequestState,
  decide: decideOfferRequest,
  evolve: evolveOfferRequest,
};
