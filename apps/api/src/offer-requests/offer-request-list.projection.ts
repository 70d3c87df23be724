import type { EntityManager } from 'typeorm';
import type { InlineProjection, RecordedEvent } from '@agency/event-store';
import { OfferRequestRecord, SuspectedSpamRecord } from './offer-request.entity';
import {
  OFFER_REQUEST_EVENT_TYPES,
  type OfferRequestEvent,
  SUSPECTED_SPAM_EVENT_TYPES,
  type SuspectedSpamEvent,
} from './offer-request.events';

const requestIdOf = (event: RecordedEvent) => event.streamId.replace(/^offer-request-/, '');
const spamIdOf = (event: RecordedEvent) => event.streamId.replace(/^offer-request-spam-/, '');
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const offerRequestListProjection: InlineProjection = {
  name: 'offer-requests',
  handles: OFFER_REQUEST_EVENT_TYPES,
  async apply(events: readonly RecordedEvent[], manager: EntityManager) {
    const repo = manager.getRepository(OfferRequestRecord);
    for (const recorded of events) {
      const event = recorded as unknown as RecordedEvent<OfferRequestEvent> & OfferRequestEvent;
      const id = requestIdOf(recorded);
      const at = recorded.createdAt.toISOString();
      switch (event.type) {
        case 'OfferRequestReceived': {
          // After an erasure the data is redacted; the row is blank until OfferRequestDeleted removes it.
          const d = event.data as Partial<typeof event.data>;
          await repo.insert({
            id,
            rowid: recorded.position,
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
            createdAt: recorded.createdAt,
          });
          break;
        }
        case 'OfferRequestMarkedRead':
          await repo.update(id, { read: true });
          break;
        case 'OfferRequestSyncedToAccounting':
          await repo.update(id, { mysqlStatus: { success: true, customer_id: event.data.customer_id, at } });
          break;
        case 'OfferRequestSyncFailed':
          await repo.update(id, { mysqlStatus: { success: false, error: event.data.error, at } });
          break;
        case 'OfferRequestDeleted':
          await repo.delete(id);
          break;
      }
    }
  },
  async reset(manager: EntityManager) {
    await manager.getRepository(OfferRequestRecord).clear();
  },
};

export const suspectedSpamProjection: InlineProjection = {
  name: 'offer-request-spam',
  handles: SUSPECTED_SPAM_EVENT_TYPES,
  async apply(events: readonly RecordedEvent[], manager: EntityManager) {
    const repo = manager.getRepository(SuspectedSpamRecord);
    for (const recorded of events) {
      const event = recorded as unknown as RecordedEvent<SuspectedSpamEvent> & SuspectedSpamEvent;
      const id = spamIdOf(recorded);
      if (event.type === 'OfferRequestSuspectedSpam') {
        const { spamId: _id, reasons, ...data } = event.data;
        await repo.insert({ id, data: data as never, reasons: reasons ?? [], createdAt: recorded.createdAt });
      } else {
        await repo.delete(id);
      }
    }
  },
  async reset(manager: EntityManager) {
    await manager.getRepository(SuspectedSpamRecord).clear();
  },
};
