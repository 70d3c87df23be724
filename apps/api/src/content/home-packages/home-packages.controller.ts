import { type HomePackage, homePackagesSchema } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import type { DocumentDefinition } from '../shared/content-documents';
import { parseContent } from '../shared/content-input';
import { withIds } from '../shared/document-routes';
import { openApiSchema } from '../shared/openapi';

export const homePackagesDocument: DocumentDefinition<typeof homePackagesSchema> = {
  name: 'home-packages',
  eventPrefix: 'HomePackageCatalog',
  label: 'Komplettlösungen',
  permission: 'services',
  schema: homePackagesSchema,
  previewPath: '/',
};

/**
 * The three 'Komplettlösungen' of the home page (public-site §3 'Home package'), saved as a whole. Not in
 * the spec's calls (the page ships them statically); kept editable so the seed and the page can agree.
 */
export const [HomePackagesAdminController, HomePackagesPublicController, HomePackagesPublishingController] =
  documentControllers<typeof homePackagesSchema, HomePackage[]>(homePackagesDocument, {
    key: 'packages',
    empty: () => [],
    read: { summary: 'Alle Komplettlösungen; ETag = Version' },
    save: {
      method: 'POST',
      summary: 'Alle Komplettlösungen speichern (ganzes Array)',
      array: true,
      parse: (body) => withIds(parseContent(homePackagesSchema, body), 'package'),
      message: 'Komplettlösungen erfolgreich gespeichert!',
    },
    public: {
      path: 'api/public/home-packages',
      handler: 'list',
      summary: 'Komplettlösungen der Startseite',
      schema: openApiSchema(homePackagesSchema, 'output'),
      view: (packages) => packages.map(({ sample: _sample, ...item }) => item),
    },
  });
