import { type FaqCategory, faqCategoriesSchema } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import type { DocumentDefinition } from '../shared/content-documents';
import { parseContent } from '../shared/content-input';
import { withIds } from '../shared/document-routes';
import { openApiSchema } from '../shared/openapi';

export const faqDocument: DocumentDefinition<typeof faqCategoriesSchema> = {
  name: 'faqs',
  eventPrefix: 'FaqCatalog',
  label: 'FAQ',
  permission: 'faq',
  schema: faqCategoriesSchema,
  previewPath: '/faq',
};

/** The FAQ: categories with questions, saved as a whole ('Save-all'). */
export const [FaqsAdminController, FaqsPublicController, FaqsPublishingController] = documentControllers<
  typeof faqCategoriesSchema,
  FaqCategory[]
>(faqDocument, {
  key: 'categories',
  empty: () => [],
  read: { summary: 'FAQ-Kategorien mit allen Fragen (auch inaktiven); ETag = Version' },
  save: {
    method: 'POST',
    summary: 'Alle FAQ-Kategorien speichern (ganzes Array)',
    array: true,
    parse: (body) =>
      withIds(parseContent(faqCategoriesSchema, body), 'faq').map((category) => ({
        ...category,
        questions: withIds(category.questions, `${category.id}-q`),
      })),
    message: 'FAQs erfolgreich gespeichert!',
  },
  public: {
    path: 'api/faqs',
    handler: 'list',
    summary: 'FAQ für die Website: Kategorien mit aktiven Fragen',
    schema: openApiSchema(faqCategoriesSchema, 'output'),
    view: (categories) =>
      categories.map(({ sample: _sample, ...category }) => ({
        ...category,
        questions: category.questions
          .filter((question) => question.active)
          .map(({ sample: _s, ...question }) => question),
      })),
  },
});
