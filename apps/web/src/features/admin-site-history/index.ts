export { SiteHistoryPanel } from './site-history-panel';
