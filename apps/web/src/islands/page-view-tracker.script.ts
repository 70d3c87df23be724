import { startPageViewTracker, type PageViewTrackerProps } from '../features/tracking';
import { defineScript } from './script';

/** The tracker's browser code: plain DOM code, without React (islands/page-view-tracker.tsx). */
export default defineScript<PageViewTrackerProps>('page-view-tracker', startPageViewTracker);
