import type { SharedDashboardPeriod, SharedDashboardSection } from '@agency/contracts';
import { type DomainEvent, streamKind } from '@agency/event-store';

/**
 * A staff member shared a dashboard. The link's token and password hash are no part of the event: like every
 * secret they live in a table of their own (SharedDashboardSecret), written in the same transaction.
 */
export type SharedDashboardCreated = DomainEvent<
  'SharedDashboardCreated',
  {
    name: string;
    sections: SharedDashboardSection[];
    period: SharedDashboardPeriod;
    hasPassword: boolean;
    expiresOn: string | null;
  }
>;
export type SharedDashboardRevoked = DomainEvent<'SharedDashboardRevoked', { name: string }>;
export type SharedDashboardEvent = SharedDashboardCreated | SharedDashboardRevoked;

/** shared-dashboard-<id>: one stream per shared dashboard. */
export const SHARED_DASHBOARD_STREAMS = streamKind<SharedDashboardEvent>('shared-dashboard-', [
  'SharedDashboardCreated',
  'SharedDashboardRevoked',
]);
