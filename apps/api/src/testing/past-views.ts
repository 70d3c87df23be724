import type { EnrichedEvent } from '@agency/contracts';
import { storedPageView } from '@agency/testing';

/**
 * Past visits, written as the pipeline writes them (the intake stamps calls with the time they arrive, so
 * days gone by can only be had this way): `views` page views of distinct visitors on `day` (YYYY-MM-DD),
 * noon UTC, each on `page(i)`.
 */
export function pastViews(day: string, views: number, page: (i: number) => string = () => '/'): EnrichedEvent[] {
  return Array.from({ length: views }, (_, i) =>
    storedPageView({
      received_at: `${day}T12:00:${String(i % 60).padStart(2, '0')}.000Z`,
      page_path: page(i),
      session_id: `sess_${day}_${i}`,
      visitor_id: `visitor_${day}_${i}`,
      traffic_source: 'direct',
    }),
  );
}
