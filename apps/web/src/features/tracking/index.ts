export { PageViewTracker } from './page-view-tracker';
export { cookielessCountingQuery } from './api/get-cookieless-counting';
export { NotFoundSignal } from './not-found-signal';
