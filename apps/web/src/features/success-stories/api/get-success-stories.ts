import type { PublicSuccessStory } from '@agency/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

export type SuccessStory = PublicSuccessStory;

/** GET /api/public/success-stories; failure gives an empty list. */
export async function getSuccessStories(fetchJson: () => Promise<unknown>): Promise<SuccessStory[]> {
  try {
    return await readPublic('publicSuccessStoriesSchema', await fetchJson());
  } catch (error) {
    logLoadError('success-stories', error);
    return [];
  }
}

export const successStoriesQuery = queryOptions({
  queryKey: ['public', 'success-stories'],
  queryFn: ({ client }) => getSuccessStories(() => getJson(client, '/api/public/success-stories')),
});

export const useSuccessStories = () => useQuery(successStoriesQuery);
