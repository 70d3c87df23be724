import { PageViewTracker } from '../features/tracking';
import { defineIsland } from './island';

/** The page view and, with consent, the interaction tracker. */
export default defineIsland('page-view-tracker', PageViewTracker);
