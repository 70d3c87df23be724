export { CONTENT_TABS, ContentTabScreen, type ContentTab } from './content-tabs';
