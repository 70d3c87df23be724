export { startPageViewTracker, type PageViewTrackerProps } from './page-view-tracker';
export { cookielessCountingQuery } from './api/get-cookieless-counting';
export { signalNotFound } from './not-found-signal';
