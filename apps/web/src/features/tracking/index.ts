export { PageViewTracker } from './page-view-tracker';
