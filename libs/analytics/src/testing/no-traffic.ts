/** The headline figures of statistics over no traffic at all: zeros and no pages. */
export const NO_TRAFFIC_FIGURES = {
  page_views: 0,
  unique_visitors: 0,
  avg_session_duration: 0,
  bounce_rate: 0,
  top_pages: [],
} as const;
