import type { ImgHTMLAttributes } from 'react';
import IMAGE_VARIANTS from '../../config/image-variants.json';

const variants: Record<string, number[]> = IMAGE_VARIANTS;

/** `srcset` of the WebP copies of a site picture (scripts/generate-image-variants.cjs), or undefined. */
export function webpSrcSet(src: string | undefined): string | undefined {
  const widths = src ? variants[src.split('?')[0]] : undefined;
  if (!src || !widths?.length) return undefined;
  const base = src.split('?')[0].replace(/\.(jpe?g|png)$/i, '');
  return widths.map((width) => `${base}-${width}w.webp ${width}w`).join(', ');
}

/** How a picture is drawn where it stands: how wide (`sizes`), its proportions, its classes. */
export interface PictureLayout {
  sizes: string;
  width: number;
  height: number;
  className: string;
}

/**
 * An `<img>` that offers the browser WebP copies in several widths when the build has them (the site's own
 * pictures); any other address (a picture staff point to elsewhere) is shown as it is. `sizes` says how
 * wide the picture is drawn, so a phone loads the small copy. The `<picture>` box is `display: contents`:
 * layout classes act on the `<img>` as before.
 */
export function Picture({
  src,
  sizes,
  alt = '',
  ...image
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string }) {
  const srcSet = webpSrcSet(src);
  if (!srcSet) return <img src={src} alt={alt} {...image} />;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      <img src={src} alt={alt} {...image} />
    </picture>
  );
}

/**
 * A picture further down the page: fetched lazily and decoded off the main thread; nothing at all when there is
 * no picture (an entry staff left without one).
 */
export function LazyPicture({
  src,
  ...picture
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | undefined; sizes: string }) {
  if (!src) return null;
  return <Picture src={src} loading="lazy" decoding="async" {...picture} />;
}

/** The dimmed picture behind a dark band further down a page: full width, lazy, covering the band. */
export function BackdropPicture({ src, className }: { src: string; className: string }) {
  return <LazyPicture src={src} sizes="100vw" width={1600} height={600} className={className} />;
}

/**
 * The decorative picture behind a page's first screen (a hero band): full width, fetched first (it is the
 * largest thing there), never lazy.
 */
export function HeroPicture({ src, className }: { src: string; className: string }) {
  return <Picture src={src} sizes="100vw" width={1600} height={900} fetchPriority="high" className={className} />;
}
