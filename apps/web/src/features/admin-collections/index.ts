export { CollectionScreen } from './collection-screen';
export { collectionDefinition } from './collection-definition';
export { COLLECTION_TABS, CollectionTabScreen, collectionTabs, type CollectionTab } from './collection-tabs';
