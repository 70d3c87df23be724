import { z } from 'zod';

export const STATISTICS_WINDOW_DAYS = 30;

export const statisticsResponseSchema = z.object({
  data_source: z.string(),
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  page_views: z.number().int().nonnegative(),
  unique_visitors: z.number().int().nonnegative(),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;
