import { BUILT_IN_FAQ } from '@agency/contracts';

/**
 * Built-in FAQ (10 categories, 39 questions), shown when GET /api/faqs fails
 * or answers nothing: the same set the api seeds. Its own module so it loads as a separate chunk, only
 * when needed.
 */
export const FALLBACK_FAQ = BUILT_IN_FAQ;
