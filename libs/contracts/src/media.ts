import { z } from 'zod';
import { MEDIA_VARIANT_FORMATS } from './media-sources';

export * from './media-sources';

/** The image types the library takes, read from the file's bytes (never from its name). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** What an upload may grow to: bytes on the wire, and pixels once decoded (decompression bombs). */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_MAX_NAME_LENGTH = 200;

/** The German answers to a refused upload. */
export const MEDIA_MESSAGES = {
  empty: 'Die Datei ist leer.',
  tooLarge: 'Die Datei ist zu groß: höchstens 20 MB.',
  unsupported: 'Dieser Dateityp wird nicht unterstützt: erlaubt sind JPEG, PNG, WebP, AVIF und GIF.',
  svg: 'SVG-Dateien werden nicht angenommen.',
  tooManyPixels: 'Das Bild hat zu viele Pixel: höchstens 40 Megapixel.',
  broken: 'Die Datei ist beschädigt oder unvollständig und kann nicht gelesen werden.',
  name: 'Bitte einen Dateinamen angeben (höchstens 200 Zeichen).',
  nameMismatch: (detected: string) =>
    `Die Dateiendung passt nicht zum Inhalt: die Datei ist ein ${detected}-Bild. Bitte mit passender Endung hochladen.`,
};

export const mediaVariantSchema = z.object({
  format: z.enum(MEDIA_VARIANT_FORMATS),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** A picture in the library: the stored original's facts and the variants made of it. */
export const mediaItemSchema = z.object({
  name: z.string().trim().min(1, MEDIA_MESSAGES.name).max(MEDIA_MAX_NAME_LENGTH, MEDIA_MESSAGES.name),
  alt: z.string().trim().max(500, 'Der Alternativtext darf höchstens 500 Zeichen lang sein.').default(''),
  /** Where crops keep their centre, as fractions of width and height. */
  focalPoint: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).default({ x: 0.5, y: 0.5 }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  type: z.enum(MEDIA_TYPES),
  bytes: z.number().int().positive(),
  /** The stored original's content hash: every file of the picture is named by it. */
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  variants: z.array(mediaVariantSchema).default([]),
  enabled: z.boolean().default(true),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** One place a picture is shown or about to be: a kind's item or document, live or as a draft. */
export const mediaUseSchema = z.object({
  kind: z.string(),
  id: z.string().nullable(),
  title: z.string(),
  state: z.enum(['veröffentlicht', 'Entwurf']),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** The answer of GET /api/admin/media-uses/{id}. */
export const mediaUsesAnswerSchema = z.object({ success: z.literal(true), uses: z.array(mediaUseSchema) });
