import type { MediaType } from '@agency/contracts';

/**
 * The image type of a file, read from its first bytes (its magic number); never from its name or the type the
 * client claims. 'svg' for what looks like SVG, which the library refuses; undefined for anything else.
 */
export function mediaTypeOf(head: Buffer): MediaType | 'svg' | undefined {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  const ascii = (text: string, at = 0) => head.subarray(at, at + text.length).toString('latin1') === text;
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('ftyp', 4) && (ascii('avif', 8) || ascii('avis', 8))) return 'image/avif';
  const text = head.toString('utf8').trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'svg';
  return undefined;
}

/** sharp's name of each format, to hold the decoder to the type the bytes announced. */
export const SHARP_FORMAT: Record<MediaType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

export const ORIGINAL_EXTENSION: Record<MediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The file name endings that fit each type. */
export const NAME_EXTENSIONS: Record<MediaType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
};

export const TYPE_LABEL: Record<MediaType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
};
