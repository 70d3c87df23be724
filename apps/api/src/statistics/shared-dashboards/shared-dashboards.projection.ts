import { tableProjection } from '@agency/event-store';
import { SharedDashboardRecord } from './shared-dashboard.entity';
import { SHARED_DASHBOARD_STREAMS, type SharedDashboardEvent } from './shared-dashboard.events';

export const sharedDashboardsProjection = tableProjection<SharedDashboardEvent, SharedDashboardRecord>({
  name: 'shared-dashboards',
  table: SharedDashboardRecord,
  streams: SHARED_DASHBOARD_STREAMS,
  async apply(event, { id, table }) {
    if (event.type === 'SharedDashboardRevoked') return table.update(id, { revokedAt: event.createdAt });
    return table.insert({
      id,
      name: event.data.name,
      sections: event.data.sections,
      period: event.data.period,
      hasPassword: event.data.hasPassword,
      expiresOn: event.data.expiresOn,
      createdAt: event.createdAt,
      createdBy: event.metadata.actor?.username ?? null,
      revokedAt: null,
    });
  },
});
