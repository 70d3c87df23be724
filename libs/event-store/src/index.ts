export * from './event';
export * from './projection';
export * from './rule-violation';
export { EventStore, toRecorded, type AppendOptions, type AppendResult, type EventRow } from './event-store';
export { handleCommand, type Decider, type HandleOptions, type HandleResult } from './decider';
export { CheckpointedSubscription, type SubscriptionOptions } from './subscription';
export { CreateEventStore1732190000000 } from './migrations/1732190000000-create-event-store';

import { CreateEventStore1732190000000 } from './migrations/1732190000000-create-event-store';
/** The event store's own migrations, to add to the app's DataSource. */
export const eventStoreMigrations = [CreateEventStore1732190000000];
