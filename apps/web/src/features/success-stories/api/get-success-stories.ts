import type { PublicSuccessStory } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicListQuery } from '../../../lib/public-api';

export type SuccessStory = PublicSuccessStory;

/** GET /api/public/success-stories; failure gives an empty list. */
export const successStoriesQuery = publicListQuery('success-stories', 'publicSuccessStoriesSchema');

export const useSuccessStories = () => useQuery(successStoriesQuery);
