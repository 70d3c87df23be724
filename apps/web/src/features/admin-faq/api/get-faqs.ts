import { storedFaqCategorySchema } from '@agency/contracts';
import { z } from 'zod';
import { useEditedDocument } from '../../../components/admin/publishing';

export const faqsQueryKey = ['admin', 'faqs'] as const;
const faqCategories = z.array(storedFaqCategorySchema);

/** GET /api/admin/faqs/draft: the categories as the draft has them, else as published; version and state. */
export const useFaqs = () => useEditedDocument(faqsQueryKey, '/api/admin/faqs', faqCategories);
