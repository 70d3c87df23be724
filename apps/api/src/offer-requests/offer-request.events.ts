import { type DomainEvent, streamKind } from '@agency/event-store';
import type { OfferRequestFields } from '@agency/contracts';

/** Why a request's confirmation mail is left out: the client or the recipient address reached its daily cap. */
export type ConfirmationWithheld = 'client_cap' | 'recipient_cap';

/** An offer request's life as events; personal data lives only in OfferRequestReceived and is redacted on delete. */
export type OfferRequestReceived = DomainEvent<
  'OfferRequestReceived',
  {
    requestId: string;
    confirmation_withheld?: ConfirmationWithheld;
    /** Only with the visitor's analytics consent; not kept by the redaction, so an erasure removes the link. */
    analytics_session_id?: string;
  } & OfferRequestFields
>;
export type OfferRequestMarkedRead = DomainEvent<'OfferRequestMarkedRead', Record<string, never>>;
/** Staff set a read request back to unread (to deal with it later). */
export type OfferRequestMarkedUnread = DomainEvent<'OfferRequestMarkedUnread', Record<string, never>>;
export type OfferRequestSyncedToAccounting = DomainEvent<
  'OfferRequestSyncedToAccounting',
  { customer_id: number; created: boolean }
>;
export type OfferRequestSyncFailed = DomainEvent<'OfferRequestSyncFailed', { error: string }>;
export type OfferRequestDeleted = DomainEvent<'OfferRequestDeleted', Record<string, never>>;

export type OfferRequestEvent =
  | OfferRequestReceived
  | OfferRequestMarkedRead
  | OfferRequestMarkedUnread
  | OfferRequestSyncedToAccounting
  | OfferRequestSyncFailed
  | OfferRequestDeleted;

/** offer-request-<id>: one stream per request. */
export const OFFER_REQUEST_STREAMS = streamKind<OfferRequestEvent>('offer-request-', [
  'OfferRequestReceived',
  'OfferRequestMarkedRead',
  'OfferRequestMarkedUnread',
  'OfferRequestSyncedToAccounting',
  'OfferRequestSyncFailed',
  'OfferRequestDeleted',
]);
export const offerRequestStreamId = OFFER_REQUEST_STREAMS.id;

/** A submission the spam shield held back: kept for review on a stream of its own, never a request. */
export type OfferRequestSuspectedSpam = DomainEvent<
  'OfferRequestSuspectedSpam',
  { spamId: string; reasons: string[] } & OfferRequestFields
>;
export type SuspectedSpamDeleted = DomainEvent<'SuspectedSpamDeleted', Record<string, never>>;
export type SuspectedSpamEvent = OfferRequestSuspectedSpam | SuspectedSpamDeleted;
/** offer-request-spam-<id>: one stream per held-back submission. */
export const SUSPECTED_SPAM_STREAMS = streamKind<SuspectedSpamEvent>('offer-request-spam-', [
  'OfferRequestSuspectedSpam',
  'SuspectedSpamDeleted',
]);
export const suspectedSpamStreamId = SUSPECTED_SPAM_STREAMS.id;

/** What remains of a request's events after erasure: no name, address, contact or message. */
export function redactOfferRequestEvent(type: string, data: Record<string, unknown>): Record<string, unknown> {
  if (type === 'OfferRequestReceived' || type === 'OfferRequestSuspectedSpam') {
    const { requestId, spamId, service, budget, source, project_type, reasons, confirmation_withheld } = data;
    return Object.fromEntries(
      Object.entries({
        requestId,
        spamId,
        service,
        budget,
        source,
        project_type,
        reasons,
        confirmation_withheld,
        redacted: true,
      }).filter(([, v]) => v !== undefined),
    );
  }
  // A driver's error text may quote the e-mail address (e.g. a duplicate-key message).
  if (type === 'OfferRequestSyncFailed') return { error: '[entfernt]', redacted: true };
  return data;
}
