import { tableProjection } from '@agency/event-store';
import { OFFER_REQUEST_STREAMS, type OfferRequestEvent } from '../offer-requests/offer-request.events';
import { LeadAttributionRecord } from './lead-attribution.entity';

/**
 * Which consented analytics session each offer request came from. A redacted OfferRequestReceived (after an
 * erasure) no longer holds the session, and OfferRequestDeleted removes the row: the link is gone either way.
 */
export const leadAttributionProjection = tableProjection<OfferRequestEvent, LeadAttributionRecord>({
  name: 'lead-attributions',
  table: LeadAttributionRecord,
  streams: OFFER_REQUEST_STREAMS,
  async apply(event, { id, table }) {
    if (event.type === 'OfferRequestReceived') {
      const d = event.data as Partial<typeof event.data>;
      return table.insert({
        requestId: id,
        sessionId: typeof d.analytics_session_id === 'string' ? d.analytics_session_id : null,
        form: d.source ?? 'offer_dialog',
        createdAt: event.createdAt,
      });
    }
    if (event.type === 'OfferRequestDeleted') return table.delete(id);
    return undefined;
  },
});
