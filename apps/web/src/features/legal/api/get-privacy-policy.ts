import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

/** GET /api/public/legal/datenschutz (markdown staff maintain); null when it cannot be loaded. */
export async function getPrivacyPolicy(fetchJson: () => Promise<unknown>): Promise<string | null> {
  try {
    return (await readPublic('publicMarkdownDocumentSchema', await fetchJson())).content || null;
  } catch (error) {
    logLoadError('datenschutz', error);
    return null;
  }
}

export const privacyPolicyQuery = queryOptions({
  queryKey: ['public', 'legal', 'datenschutz'],
  queryFn: ({ client }) => getPrivacyPolicy(() => getJson(client, '/api/public/legal/datenschutz')),
});

export const usePrivacyPolicy = () => useQuery(privacyPolicyQuery);
