import { type ImageMap, imageMapSchema } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import type { DocumentDefinition } from '../shared/content-documents';
import { parseContent } from '../shared/content-input';
import { envelope, openApiSchema } from '../shared/openapi';

export const imagesDocument: DocumentDefinition<typeof imageMapSchema> = {
  name: 'images',
  eventPrefix: 'ImageSlots',
  label: 'Bilder',
  permission: 'images',
  schema: imageMapSchema,
  previewPath: '/',
};

/** Named image slots (logo, hero, ...) with their URLs, saved as a whole map. */
export const [ImagesAdminController, ImagesPublicController, ImagesPublishingController] = documentControllers<
  typeof imageMapSchema,
  ImageMap
>(imagesDocument, {
  key: 'images',
  empty: () => ({}),
  read: { summary: 'Alle Bild-Slots; ETag = Version', envelope: true },
  save: {
    method: 'PUT',
    summary: 'Alle Bild-Slots speichern (ganze Map)',
    // The admin form may send { images: {...} } or the map itself.
    parse: (body) => parseContent(imageMapSchema, (body as { images?: unknown }).images ?? body),
  },
  public: {
    path: 'api/images',
    handler: 'get',
    summary: 'Bild-Slots für die Website',
    schema: envelope('images', openApiSchema(imageMapSchema, 'output')),
    query: { name: 't', required: false, description: 'Cache-Buster der Website; wird ignoriert' },
    view: (map) => ({
      success: true,
      images: Object.fromEntries(Object.entries(map).map(([key, { sample: _sample, ...slot }]) => [key, slot])),
    }),
  },
});
