import { tableProjection } from '@agency/event-store';
import { OfferRequestRecord, SuspectedSpamRecord } from './offer-request.entity';
import {
  OFFER_REQUEST_STREAMS,
  type OfferRequestEvent,
  SUSPECTED_SPAM_STREAMS,
  type SuspectedSpamEvent,
} from './offer-request.events';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const offerRequestListProjection = tableProjection<OfferRequestEvent, OfferRequestRecord>({
  name: 'offer-requests',
  table: OfferRequestRecord,
  streams: OFFER_REQUEST_STREAMS,
  async apply(event, { id, table }) {
    const at = event.createdAt.toISOString();
    switch (event.type) {
      case 'OfferRequestReceived': {
        // After an erasure the data is redacted; the row is blank until OfferRequestDeleted removes it.
        const d = event.data as Partial<typeof event.data>;
        return table.insert({
          id,
          rowid: event.position,
          name: text(d.name),
          email: text(d.email),
          phone: text(d.phone),
          company: text(d.company),
          address: text(d.address),
          zip: text(d.zip),
          town: text(d.town),
          country: text(d.country),
          service: text(d.service),
          budget: text(d.budget),
          message: text(d.message),
          projectType: d.project_type ?? null,
          timeline: d.timeline ?? null,
          source: d.source ?? 'offer_dialog',
          read: false,
          mysqlStatus: null,
          createdAt: event.createdAt,
        });
      }
      case 'OfferRequestMarkedRead':
        return table.update(id, { read: true });
      case 'OfferRequestMarkedUnread':
        return table.update(id, { read: false });
      case 'OfferRequestSyncedToAccounting':
        return table.update(id, { mysqlStatus: { success: true, customer_id: event.data.customer_id, at } });
      case 'OfferRequestSyncFailed':
        return table.update(id, { mysqlStatus: { success: false, error: event.data.error, at } });
      case 'OfferRequestDeleted':
        return table.delete(id);
    }
  },
});

export const suspectedSpamProjection = tableProjection<SuspectedSpamEvent, SuspectedSpamRecord>({
  name: 'offer-request-spam',
  table: SuspectedSpamRecord,
  streams: SUSPECTED_SPAM_STREAMS,
  async apply(event, { id, table }) {
    if (event.type === 'SuspectedSpamDeleted') return table.delete(id);
    const { spamId: _id, reasons, ...data } = event.data;
    return table.insert({ id, data: data as never, reasons: reasons ?? [], createdAt: event.createdAt });
  },
});
