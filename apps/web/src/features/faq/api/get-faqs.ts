import { queryOptions, useQuery } from '@tanstack/react-query';
import { asList, getJson, logLoadError, str } from '../../../lib/public-api';

export interface FaqQuestion {
  id: string;
  question: string;
  answer: string;
  active?: boolean;
}

export interface FaqCategory {
  id: string;
  title: string;
  icon: string;
  questions: FaqQuestion[];
}

function toCategory(item: Record<string, unknown>, index: number): FaqCategory {
  return {
    id: str(item.id, `kategorie-${index}`),
    title: str(item.title),
    icon: str(item.icon, 'HelpCircle'),
    questions: asList(item.questions)
      .filter((q) => q.active !== false)
      .map((q, n) => ({ id: str(q.id, `${index}-${n}`), question: str(q.question), answer: str(q.answer) })),
  };
}

/** GET /api/faqs; empty or failing gives the built-in FAQ (spec §2.8). Inactive questions are hidden. */
export async function getFaqs(fetchJson: () => Promise<unknown>): Promise<FaqCategory[]> {
  try {
    const list = asList(await fetchJson())
      .map(toCategory)
      .filter((c) => c.questions.length > 0);
    if (list.length > 0) return list;
  } catch (error) {
    logLoadError('faqs', error);
  }
  const { FALLBACK_FAQ } = await import('../fallback-faq');
  return FALLBACK_FAQ.map((category) => ({
    ...category,
    questions: category.questions.filter((q) => q.active !== false),
  }));
}

export const faqsQuery = queryOptions({
  queryKey: ['public', 'faqs'],
  queryFn: ({ client }) => getFaqs(() => getJson(client, '/api/faqs')),
});

export const useFaqs = () => useQuery(faqsQuery);
