import { mediaSources } from '@agency/contracts';
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import IMAGE_VARIANTS from '../../config/image-variants.json';
import { cn } from '../../lib/cn';
import {
  PICTURE_ATTRIBUTE,
  PICTURE_FAILED_ATTRIBUTE,
  PICTURE_FALLBACK_ATTRIBUTE,
  pictureBroken,
  STAND_IN_CLASS,
  standInAttributes,
} from './picture-stand-in';

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
 * pictures), and AVIF, WebP and JPEG in every width the library made when the address names a library picture
 * (its crops centred on the picture's focal point); any other address (a picture staff point to elsewhere) is
 * shown as it is. `sizes` says how
 * wide the picture is drawn, so a phone loads the small copy. The `<picture>` box is `display: contents`:
 * layout classes act on the `<img>` as before.
 *
 * A picture that fails to load (a broken address staff entered, a file gone) never shows the browser's
 * broken-image icon: `fallback` takes its place when given (a testimonial's initials), else a quiet area of the
 * picture's size and shape. One that failed before the code ran (the server's HTML loads it at once) is found
 * when React takes it over: complete, but without a size. In a page's static parts no React takes it over: the
 * fallback waits hidden right after the picture, and the islands' loader puts it (or the quiet area) in place
 * (picture-stand-in.ts).
 */
export function Picture({
  src,
  sizes,
  alt = '',
  fallback,
  className,
  style,
  ...image
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & { src: string; sizes: string; fallback?: ReactNode }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const fail = () => setFailedSrc(src);
  if (failedSrc === src) {
    if (fallback) return fallback;
    const { aspectRatio, ...attributes } = standInAttributes(alt, image.width, image.height);
    return (
      <span
        {...attributes}
        {...{ [PICTURE_FAILED_ATTRIBUTE]: '' }}
        className={cn(STAND_IN_CLASS, className)}
        style={{ aspectRatio }}
      />
    );
  }
  const media = mediaSources(src);
  const img = (
    <img
      ref={(element) => {
        if (element && pictureBroken(element)) fail();
      }}
      {...{ [PICTURE_ATTRIBUTE]: '' }}
      src={src}
      {...(media && { srcSet: media.jpg, sizes })}
      alt={alt}
      onError={fail}
      className={className}
      style={media ? { objectPosition: media.objectPosition, ...style } : style}
      {...image}
    />
  );
  const srcSet = webpSrcSet(src);
  const picture = media ? (
    <picture className="contents">
      <source type="image/avif" srcSet={media.avif} sizes={sizes} />
      <source type="image/webp" srcSet={media.webp} sizes={sizes} />
      {img}
    </picture>
  ) : srcSet ? (
    <picture className="contents">
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
  if (!fallback) return picture;
  return (
    <>
      {picture}
      <span hidden {...{ [PICTURE_FALLBACK_ATTRIBUTE]: '' }}>
        {fallback}
      </span>
    </>
  );
}

/**
 * A picture further down the page: fetched lazily and decoded off the main thread; nothing at all when there is
 * no picture (an entry staff left without one).
 */
export function LazyPicture({
  src,
  ...picture
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  sizes: string;
  fallback?: ReactNode;
}) {
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
