/*
 * A library picture's addresses, without a schema: what the public pages need to offer its variants (this
 * module imports no zod, so a page's code that draws a picture does not load it).
 */

/** The widths the layouts use; an image narrower than one gets its own width instead of an enlargement. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/** What the addresses of a picture are made of (a library item's facts). */
interface MediaFiles {
  hash: string;
  variants: readonly { format: MediaVariantFormat; width: number }[];
  focalPoint: { x: number; y: number };
}

/** A variant's public address: content-hashed, so it never changes and is cached for good. */
export const mediaVariantPath = (hash: string, width: number, format: MediaVariantFormat) =>
  `/media/${hash}-${width}.${format}`;

/** The smallest WebP variant (every browser reads it), for a thumbnail; none while the variants are made. */
export function mediaThumbnail(medium: Pick<MediaFiles, 'hash' | 'variants'>): string | undefined {
  const webp = medium.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  return webp[0] ? mediaVariantPath(medium.hash, webp[0].width, 'webp') : undefined;
}

/**
 * The address an image field keeps for a library picture: its widest JPEG variant, with the focal point (in
 * percent of width and height) that a layout's crop keeps in view. None while the variants are made.
 */
export function mediaReference(medium: MediaFiles): string | undefined {
  const widest = medium.variants.filter((variant) => variant.format === 'jpg').sort((a, b) => b.width - a.width)[0];
  if (!widest) return undefined;
  const focus = `${Math.round(medium.focalPoint.x * 100)},${Math.round(medium.focalPoint.y * 100)}`;
  return `${mediaVariantPath(medium.hash, widest.width, 'jpg')}?focus=${focus}`;
}

const MEDIA_REFERENCE = /^\/media\/([0-9a-f]{32})-(\d{1,5})\.jpg(?:\?focus=(\d{1,3}),(\d{1,3}))?$/;

/** A library picture's responsive sources: `srcset`s per format and where its crops keep their centre. */
export interface MediaSources {
  avif: string;
  webp: string;
  jpg: string;
  objectPosition: string;
}

/**
 * The sources of an image field's address when it names a library picture (mediaReference): every variant
 * the library made of it, widths known from the widest (the layouts' widths up to it, or a narrower picture's
 * own width alone); undefined for any other address.
 */
export function mediaSources(src: string): MediaSources | undefined {
  const match = MEDIA_REFERENCE.exec(src);
  if (!match) return undefined;
  const [, hash, widestText, x = '50', y = '50'] = match;
  const widest = Number(widestText);
  const widths = (MEDIA_WIDTHS as readonly number[]).includes(widest)
    ? MEDIA_WIDTHS.filter((width) => width <= widest)
    : [widest];
  const set = (format: MediaVariantFormat) =>
    widths.map((width) => `${mediaVariantPath(hash, width, format)} ${width}w`).join(', ');
  const percent = (value: string) => `${Math.min(100, Number(value))}%`;
  return { avif: set('avif'), webp: set('webp'), jpg: set('jpg'), objectPosition: `${percent(x)} ${percent(y)}` };
}
