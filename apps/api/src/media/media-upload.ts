import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BadRequestException,
  PayloadTooLargeException,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_MESSAGES, type MediaType } from '@agency/contracts';
import { mediaTypeOf, NAME_EXTENSIONS, SHARP_FORMAT, TYPE_LABEL } from './media-type';

/** A checked upload: its original, normalised, ready to store under its content hash. */
export interface CheckedImage {
  type: MediaType;
  bytes: Buffer;
  width: number;
  height: number;
  hash: string;
}

/** Copies the request body to a temp file, refusing it as soon as it grows past the limit. */
export async function receiveToTempFile(body: Readable, tempDir: string): Promise<string> {
  await mkdir(tempDir, { recursive: true });
  const file = path.join(tempDir, `${randomUUID()}.upload`);
  let received = 0;
  try {
    await pipeline(
      body,
      async function* limit(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          received += chunk.length;
          if (received > MEDIA_MAX_BYTES) throw new PayloadTooLargeException(MEDIA_MESSAGES.tooLarge);
          yield chunk;
        }
      },
      createWriteStream(file, { flags: 'wx' }),
    );
  } catch (error) {
    await rm(file, { force: true });
    // The client hung up or sent too much: nothing of it is kept.
    if (error instanceof PayloadTooLargeException) body.resume();
    throw error;
  }
  if (received === 0) {
    await rm(file, { force: true });
    throw new BadRequestException(MEDIA_MESSAGES.empty);
  }
  return file;
}

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Reads the type from the bytes, refuses SVG, other types, pixel bombs and broken files, and normalises the
 * picture: orientation applied, metadata (EXIF, GPS, XMP) dropped, colours in sRGB, animation kept.
 */
export async function checkImage(file: string, name: string): Promise<CheckedImage> {
  const type = mediaTypeOf(await headOf(file));
  if (type === 'svg') throw new UnsupportedMediaTypeException(MEDIA_MESSAGES.svg);
  if (!type) throw new UnsupportedMediaTypeException(MEDIA_MESSAGES.unsupported);
  // A name that says another type than the bytes is a disguise (or a mistake): staff rename it first.
  const extension = path.extname(name).slice(1).toLowerCase();
  if (!NAME_EXTENSIONS[type].includes(extension))
    throw new UnsupportedMediaTypeException(MEDIA_MESSAGES.nameMismatch(TYPE_LABEL[type]));
  const animated = type === 'image/gif' || type === 'image/webp';
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning' as const, animated };
  let metadata: Metadata;
  try {
    metadata = await sharp(file, options).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  // The header tells the size before anything is decoded: a bomb is refused without being unpacked.
  const { width = 0, height = 0 } = metadata;
  if (width * (metadata.pageHeight ?? height) > MEDIA_MAX_PIXELS || width * height > MEDIA_MAX_PIXELS * 4)
    throw new UnprocessableEntityException(MEDIA_MESSAGES.tooManyPixels);
  if (metadata.format !== SHARP_FORMAT[type]) throw new UnsupportedMediaTypeException(MEDIA_MESSAGES.unsupported);
  let output: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(file, options).rotate().toColourspace('srgb');
    output = await encodeAs(image, type).toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadable(error);
  }
  const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 32);
  return {
    type,
    bytes: output.data,
    width: output.info.width,
    height: output.info.pageHeight ?? output.info.height,
    hash,
  };
}

/** sharp refused the file: a pixel bomb (caught by limitInputPixels before decoding) or broken bytes. */
function unreadable(error: unknown): UnprocessableEntityException {
  return new UnprocessableEntityException(
    String(error).includes('pixel limit') ? MEDIA_MESSAGES.tooManyPixels : MEDIA_MESSAGES.broken,
  );
}

/** The original stays in its own type; sharp writes no metadata unless asked to. */
function encodeAs(image: Sharp, type: MediaType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/png':
      return image.png();
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/avif':
      return image.avif({ quality: 70 });
  }
}
