/**
 * Eingebauter Trichter 'Seitenaufruf bis Anfrage': irgendein Seitenaufruf, dann die drei eingebauten Ziele des
 * Angebotsdialogs (goals.ts), in dieser Reihenfolge innerhalb einer Sitzung. Die Schritte nennen die Ziele über
 * ihren Namen; das Team kann ihn wie eigene Trichter ändern, ausschalten oder löschen.
 */
import type { Funnel } from '@agency/contracts';
import { SEED_OFFER_GOALS } from './goals';
import type { SeedItem } from './types';

export const SEED_OFFER_FUNNEL: SeedItem<Funnel> = {
  id: 'funnel-offer-request',
  name: 'Seitenaufruf bis Anfrage',
  steps: [
    '/*',
    SEED_OFFER_GOALS.dialogOpened.name,
    SEED_OFFER_GOALS.formStarted.name,
    SEED_OFFER_GOALS.requestSent.name,
  ],
  enabled: true,
  sortOrder: 1,
  sample: true,
};

// The kind's built-in items, found by its name (seed-content.ts).
export default [SEED_OFFER_FUNNEL];
