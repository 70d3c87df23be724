import { type HomePackage, homePackagesKind, homePackagesSchema } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import { parseContent } from '../shared/content-input';
import { withIds } from '../shared/document-routes';
import { openApiSchema } from '../shared/openapi';

/**
 * The three 'Komplettlösungen' of the home page, saved as a whole. Not in
 * the spec's calls (the page ships them statically); kept editable so the seed and the page can agree.
 */
export const [HomePackagesAdminController, HomePackagesPublicController, HomePackagesPublishingController] =
  documentControllers<typeof homePackagesSchema, HomePackage[]>(homePackagesKind, {
    key: 'packages',
    read: { summary: 'Alle Komplettlösungen; ETag = Version' },
    save: {
      method: 'POST',
      summary: 'Alle Komplettlösungen speichern (ganzes Array)',
      array: true,
      parse: (body) => withIds(parseContent(homePackagesSchema, body), 'package'),
      message: 'Komplettlösungen erfolgreich gespeichert!',
    },
    public: {
      handler: 'list',
      summary: 'Komplettlösungen der Startseite',
      schema: openApiSchema(homePackagesSchema, 'output'),
    },
  });
