import type { DomainEvent } from '@agency/event-store';

/**
 * 'Statistik zurücksetzen', in the event log so 'Aktivität' lists who deleted which analytics data. The data
 * lives in ClickHouse; the event records the kinds of events deleted ('pageview', 'event', 'time_update', 'consent').
 */
export const STATISTICS_RESET_STREAM = 'statistics-reset';

export type StatisticsDataReset = DomainEvent<'StatisticsDataReset', { deleted: string[] }>;
