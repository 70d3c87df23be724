import type { PublicFaqCategory } from '@agency/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, logLoadError, readPublic } from '../../../lib/public-api';

export type FaqCategory = PublicFaqCategory;

/** GET /api/faqs; empty or failing gives the built-in FAQ. Inactive questions are hidden. */
export async function getFaqs(fetchJson: () => Promise<unknown>): Promise<FaqCategory[]> {
  try {
    const list = (await readPublic('publicFaqSchema', await fetchJson())).filter((c) => c.questions.length > 0);
    if (list.length > 0) return list;
  } catch (error) {
    logLoadError('faqs', error);
  }
  const { FALLBACK_FAQ } = await import('../fallback-faq');
  return await readPublic('publicFaqSchema', FALLBACK_FAQ);
}

export const faqsQuery = queryOptions({
  queryKey: ['public', 'faqs'],
  queryFn: ({ client }) => getFaqs(() => getJson(client, '/api/faqs')),
});

export const useFaqs = () => useQuery(faqsQuery);
