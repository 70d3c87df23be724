import { type Service, servicesSchema } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import type { DocumentDefinition } from '../shared/content-documents';
import { parseContent } from '../shared/content-input';
import { withIds } from '../shared/document-routes';
import { openApiSchema } from '../shared/openapi';

export const servicesDocument: DocumentDefinition<typeof servicesSchema> = {
  name: 'services',
  eventPrefix: 'ServiceCatalog',
  label: 'Services',
  permission: 'services',
  schema: servicesSchema,
  previewPath: '/leistungen',
};

/** The services of /leistungen, saved as a whole ('Save-all'); the array order is the page's order. */
export const [ServicesAdminController, ServicesPublicController, ServicesPublishingController] = documentControllers<
  typeof servicesSchema,
  Service[]
>(servicesDocument, {
  key: 'services',
  empty: () => [],
  read: { summary: 'Alle Services (auch inaktive); ETag = Version' },
  save: {
    method: 'POST',
    summary: 'Alle Services speichern (ganzes Array)',
    array: true,
    parse: (body) => withIds(parseContent(servicesSchema, body), 'service'),
    message: 'Services erfolgreich gespeichert!',
  },
  public: {
    path: 'api/services',
    handler: 'list',
    summary: 'Services für die Website: nur aktive',
    schema: openApiSchema(servicesSchema, 'output'),
    view: (services) => services.filter((service) => service.active).map(({ sample: _sample, ...service }) => service),
  },
});
