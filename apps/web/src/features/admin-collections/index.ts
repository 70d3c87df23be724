export { COLLECTION_TABS, CollectionTabScreen, type CollectionTab } from './collection-tabs';
