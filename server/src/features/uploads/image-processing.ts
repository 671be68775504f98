// Checks an upload by its bytes (never its name or declared type) and
// re-encodes it to webp, which also drops EXIF and other metadata.
import sharp from 'sharp';
import { HttpError } from '../../http-error';
import type { PurposeRules } from './purposes';

export const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const UNSUPPORTED_IMAGE_MESSAGE = 'The file is not a supported image (jpg, png, webp)';
/** Refuses decompression bombs: a small file that decodes to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

const unsupported = () => new HttpError(400, UNSUPPORTED_IMAGE_MESSAGE, 'image');

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export async function processImage(input: Buffer, rules: PurposeRules): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, options).metadata());
  } catch (error) {
    // sharp could not read it as an image at all (text, truncated file, ...).
    if (error instanceof Error) throw unsupported();
    throw error;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();

  const { size, mode } = rules.resize;
  const pipeline = sharp(input, options)
    .rotate() // apply the EXIF orientation before the metadata is dropped
    .resize(size, size, mode === 'square' ? { fit: 'cover', position: 'centre' } : { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    // The header parsed but the pixel data is corrupt.
    if (error instanceof Error) throw unsupported();
    throw error;
  }
}
