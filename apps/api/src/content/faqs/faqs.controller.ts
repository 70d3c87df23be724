import { type FaqCategory, faqCategoriesSchema, faqKind } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import { parseContent } from '../shared/content-input';
import { withIds } from '../shared/document-routes';
import { openApiSchema } from '../shared/openapi';

/** The FAQ: categories with questions, saved as a whole ('Save-all'). */
export const [FaqsAdminController, FaqsPublicController, FaqsPublishingController] = documentControllers<
  typeof faqCategoriesSchema,
  FaqCategory[]
>(faqKind, {
  key: 'categories',
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
    handler: 'list',
    summary: 'FAQ für die Website: Kategorien mit aktiven Fragen',
    schema: openApiSchema(faqCategoriesSchema, 'output'),
  },
});
