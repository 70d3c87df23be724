import { type ImageMap, imageMapSchema, imagesKind } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import { parseContent } from '../shared/content-input';
import { envelope, openApiSchema } from '../shared/openapi';

/** Named image slots (logo, hero, ...) with their URLs, saved as a whole map. */
export const [ImagesAdminController, ImagesPublicController, ImagesPublishingController] = documentControllers<
  typeof imageMapSchema,
  ImageMap
>(imagesKind, {
  key: 'images',
  read: { summary: 'Alle Bild-Slots; ETag = Version', envelope: true },
  save: {
    method: 'PUT',
    summary: 'Alle Bild-Slots speichern (ganze Map)',
    // The admin form may send { images: {...} } or the map itself.
    parse: (body) => parseContent(imageMapSchema, (body as { images?: unknown }).images ?? body),
  },
  public: {
    handler: 'get',
    summary: 'Bild-Slots für die Website',
    schema: envelope('images', openApiSchema(imageMapSchema, 'output')),
    query: { name: 't', required: false, description: 'Cache-Buster der Website; wird ignoriert' },
  },
});
