import { UnprocessableEntityException } from '@nestjs/common';
import sharp from 'sharp';
import { IMAGE_SIZES, IMAGE_UPLOAD_TYPES, type ImageKind, MEDIA_MESSAGES } from '@chowk/contracts';

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  bytes: number;
}

/** What sharp reads the bytes as, for the formats an upload may be. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A decompression bomb (a few KB of PNG that unpacks to gigapixels) is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

export const isAcceptedContentType = (contentType: string | undefined): boolean =>
  (IMAGE_UPLOAD_TYPES as readonly string[]).includes(mediaType(contentType));

/** `image/png; charset=x` → `image/png`. */
export const mediaType = (contentType: string | undefined): string => (contentType ?? '').split(';')[0].trim().toLowerCase();

const unreadable = () => new UnprocessableEntityException({ message: MEDIA_MESSAGES.unreadable, errors: {} });
const unsupported = () => new UnprocessableEntityException({ message: MEDIA_MESSAGES.unsupportedType, errors: {} });

/**
 * The upload as it is stored: EXIF orientation applied, resized for its kind (logo 256×256 and
 * banner 1200×400 cropped to cover, item within 600×600 and never enlarged), WebP at quality 80,
 * no metadata (sharp drops EXIF, GPS and profiles unless asked to keep them). Bytes that are not
 * a JPEG, PNG or WebP image, whatever their Content-Type said, are a 422.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unreadable();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();
  const size = IMAGE_SIZES[kind];
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', width: info.width, height: info.height, bytes: data.length };
  } catch {
    throw unreadable();
  }
}
