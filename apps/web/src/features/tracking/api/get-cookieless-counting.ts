import { queryOptions } from '@tanstack/react-query';
import { getJson, logLoadError } from '../../../lib/public-api';

/**
 * GET /api/public/cookieless-counting: whether staff count visitors without analytics consent (cookieless
 * page views). Part of every page's server render, so the browser knows it without a call of its own; when
 * it cannot be read, nothing is counted without consent.
 */
export const cookielessCountingQuery = queryOptions({
  queryKey: ['public', 'cookieless-counting'],
  queryFn: async ({ client }) => {
    try {
      const answer = (await getJson(client, '/api/public/cookieless-counting')) as { enabled?: unknown } | null;
      return answer?.enabled === true;
    } catch (error) {
      logLoadError('cookieless-counting', error);
      return false;
    }
  },
});
