import { useQuery } from '@tanstack/react-query';
import { cookielessCountingQuery, type PageViewTrackerProps } from '../features/tracking';
import { defineIsland } from './island';

/**
 * The page view and, with consent, the interaction tracker: a script island (page-view-tracker.script.ts) that
 * draws nothing.
 */
export default defineIsland<PageViewTrackerProps>('page-view-tracker', () => null, {
  script: () => import('./page-view-tracker.script'),
});

/** Whether staff count visitors without consent, from the page's data (part of every page's server render). */
export function useCountsWithoutConsent(): boolean {
  return useQuery(cookielessCountingQuery).data === true;
}
