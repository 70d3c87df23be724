/**
 * Eingebaute Ziele: die Schritte des Angebots-Trichters (funnels.ts), so wie der Angebotsdialog sie meldet
 * (apps/web/src/features/offer-request/): beim Öffnen `solution_modal`, beim ersten Feld `form_start`, nach dem
 * erfolgreichen Absenden `form_submit`, jeweils mit der Bezeichnung `offer-request`. Das Team kann sie wie eigene
 * Ziele ändern, ausschalten oder löschen; der Trichter findet sie über ihren Namen.
 */
import type { Goal } from '@agency/contracts';
import type { SeedItem } from './types';

/** The form name the offer dialog tracks its events under (its data-track-form). */
const OFFER_FORM = 'offer-request';

const eventGoal = (id: string, name: string, event_type: Goal['event_type'], sortOrder: number): SeedItem<Goal> => ({
  id,
  name,
  type: 'event',
  page: '',
  event_type,
  event_label: OFFER_FORM,
  target: '',
  scroll_depth: '',
  enabled: true,
  sortOrder,
  sample: true,
});

export const SEED_OFFER_GOALS = {
  dialogOpened: eventGoal('goal-offer-dialog-opened', 'Angebotsdialog geöffnet', 'solution_modal', 1),
  formStarted: eventGoal('goal-offer-form-started', 'Angebotsformular begonnen', 'form_start', 2),
  requestSent: eventGoal('goal-offer-request-sent', 'Angebotsanfrage gesendet', 'form_submit', 3),
} as const;

// The kind's built-in items, found by its name (seed-content.ts).
export default Object.values(SEED_OFFER_GOALS);
