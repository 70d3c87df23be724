import { queryOptions, useQuery } from '@tanstack/react-query';
import { asList, getJson, logLoadError, obj, str, strList } from '../../../lib/public-api';

export interface SuccessStory {
  id: string;
  title: string;
  company: string;
  description: string;
  image: string;
  badge: string;
  challenge: string;
  solution: string;
  solutionDetails: string[];
  results: { value: string; label: string }[];
  testimonial: { quote: string; author: string; position: string };
}

function toStory(item: Record<string, unknown>, index: number): SuccessStory {
  const testimonial = obj(item.testimonial);
  return {
    id: str(item.id, `story-${index}`),
    title: str(item.title),
    company: str(item.company),
    description: str(item.description),
    image: str(item.image),
    badge: str(item.badge),
    challenge: str(item.challenge),
    solution: str(item.solution),
    solutionDetails: strList(item.solutionDetails),
    results: asList(item.results).map((r) => ({ value: str(r.value), label: str(r.label) })),
    testimonial: {
      quote: str(testimonial.quote),
      author: str(testimonial.author),
      position: str(testimonial.position),
    },
  };
}

/** GET /api/public/success-stories; failure gives an empty list (spec §7). */
export async function getSuccessStories(fetchJson: () => Promise<unknown>): Promise<SuccessStory[]> {
  try {
    return asList(await fetchJson()).map(toStory);
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
