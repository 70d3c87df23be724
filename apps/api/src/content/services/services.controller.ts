import { type Service, servicesKind, servicesSchema } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import { parseContent } from '../shared/content-input';
import { withIds } from '../shared/document-routes';
import { openApiSchema } from '../shared/openapi';

/** The services of /leistungen, saved as a whole ('Save-all'); the array order is the page's order. */
export const [ServicesAdminController, ServicesPublicController, ServicesPublishingController] = documentControllers<
  typeof servicesSchema,
  Service[]
>(servicesKind, {
  key: 'services',
  read: { summary: 'Alle Services (auch inaktive); ETag = Version' },
  save: {
    method: 'POST',
    summary: 'Alle Services speichern (ganzes Array)',
    array: true,
    parse: (body) => withIds(parseContent(servicesSchema, body), 'service'),
    message: 'Services erfolgreich gespeichert!',
  },
  public: {
    handler: 'list',
    summary: 'Services für die Website: nur aktive',
    schema: openApiSchema(servicesSchema, 'output'),
  },
});
