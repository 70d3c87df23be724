import sharp from 'sharp';
import { MEDIA_VARIANT_FORMATS, MEDIA_WIDTHS, type MediaVariant, type MediaVariantFormat } from '@agency/contracts';
import type { MediaStorage } from './media-storage';

export const VARIANT_CONTENT_TYPE: Record<MediaVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export const variantKey = (hash: string, width: number, format: MediaVariantFormat) =>
  `variants/${hash}-${width}.${format}`;

/** The widths made of a picture `width` pixels wide: the layouts' widths it reaches, else its own. */
export function variantWidths(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/** Makes and stores every variant of an original (its first frame when animated); what was made. */
export async function makeVariants(storage: MediaStorage, original: Buffer, hash: string): Promise<MediaVariant[]> {
  const { width = 1 } = await sharp(original).metadata();
  const made: MediaVariant[] = [];
  for (const size of variantWidths(width)) {
    for (const format of MEDIA_VARIANT_FORMATS) {
      const resized = sharp(original)
        .resize({ width: size, withoutEnlargement: true })
        .flatten(format === 'jpg' ? { background: '#ffffff' } : false);
      const encoded =
        format === 'avif'
          ? resized.avif({ quality: 55 })
          : format === 'webp'
            ? resized.webp({ quality: 80 })
            : resized.jpeg({ quality: 82, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      await storage.put(variantKey(hash, size, format), data);
      made.push({ format, width: size, height: info.height, bytes: data.length });
    }
  }
  return made;
}
