/**
 * What a picture that fails to load leaves instead of the browser's broken-image icon, without React: the
 * islands' loader applies it to the pictures in a page's static parts, which no component code takes over.
 * `Picture` (picture.tsx) draws the same in a React render.
 */

/** Marks an `<img>` drawn by `Picture`. */
export const PICTURE_ATTRIBUTE = 'data-picture';
/** Marks the hidden element right after a picture that holds its fallback markup (a testimonial's initials). */
export const PICTURE_FALLBACK_ATTRIBUTE = 'data-picture-fallback';
/** Marks the quiet area of a failed picture without a fallback. */
export const PICTURE_FAILED_ATTRIBUTE = 'data-picture-failed';
/** The quiet area's own classes; the picture's classes (its size and shape) follow. */
export const STAND_IN_CLASS = 'block bg-slate-200';

/** The attributes of the quiet area for a picture with this text alternative and these proportions. */
export function standInAttributes(alt: string, width?: number | string, height?: number | string) {
  return {
    role: alt ? 'img' : undefined,
    'aria-label': alt || undefined,
    'aria-hidden': alt ? undefined : ('true' as const),
    aspectRatio: width && height ? `${width} / ${height}` : undefined,
  };
}

/** Whether an `<img>` has finished without a picture (its address answered with an error or nothing). */
export const pictureBroken = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0;

/**
 * Puts the fallback (or a quiet area of the picture's size and shape) in place of a failed static picture.
 * A picture inside an island is left to its component: React owns that markup.
 */
export function replaceFailedPicture(image: HTMLImageElement, islandTag: string): void {
  if (!image.hasAttribute(PICTURE_ATTRIBUTE) || !image.isConnected || image.closest(islandTag)) return;
  const box = image.parentElement?.tagName === 'PICTURE' ? image.parentElement : image;
  const next = box.nextElementSibling;
  if (next?.hasAttribute(PICTURE_FALLBACK_ATTRIBUTE)) {
    box.remove();
    next.replaceWith(...next.childNodes);
    return;
  }
  const standIn = document.createElement('span');
  standIn.setAttribute(PICTURE_FAILED_ATTRIBUTE, '');
  standIn.className = `${STAND_IN_CLASS} ${image.className}`.trim();
  const attributes = standInAttributes(
    image.alt,
    image.getAttribute('width') ?? '',
    image.getAttribute('height') ?? '',
  );
  if (attributes.role) standIn.setAttribute('role', attributes.role);
  if (attributes['aria-label']) standIn.setAttribute('aria-label', attributes['aria-label']);
  if (attributes['aria-hidden']) standIn.setAttribute('aria-hidden', attributes['aria-hidden']);
  if (attributes.aspectRatio) standIn.style.aspectRatio = attributes.aspectRatio;
  box.replaceWith(standIn);
}

/**
 * Watches a page's static pictures: those that failed before this code ran (the server's HTML loads the first
 * ones at once) and those that fail later (lazy ones further down). An image's error does not bubble; the
 * document hears it while it is captured.
 */
export function watchStaticPictures(islandTag: string): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) replaceFailedPicture(event.target, islandTag);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${PICTURE_ATTRIBUTE}]`))
    if (pictureBroken(image)) replaceFailedPicture(image, islandTag);
}
