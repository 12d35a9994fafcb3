import sharp from 'sharp';
import { IMAGE_SIZES, type ImageSize } from '../domain/catalog-event.types';
import { DomainError } from '../../shared/event-sourcing/domain-error';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const notAnImage = () =>
  new DomainError(
    'catalog-event.image-unsupported',
    'invalid',
    { lt: 'Įkelkite JPEG, PNG arba WebP nuotrauką', en: 'Upload a JPEG, PNG or WebP image' },
    { field: 'image' },
  );

/** The boxes of docs/catalog.md's size table. */
const RESIZE: Record<ImageSize, sharp.ResizeOptions> = {
  thumbnail: { width: 320, height: 200, fit: 'cover' },
  card: { width: 640, height: 400, fit: 'cover' },
  large: { width: 1600, fit: 'inside', withoutEnlargement: true },
};

/**
 * Turns an upload into the WebP sizes the pages use. The format is read from the bytes, never from the
 * name or the declared type; anything sharp cannot decode, or that is not a photo format, is refused.
 */
export async function renderEventImage(upload: Buffer): Promise<Record<ImageSize, Buffer>> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    ({ format } = await sharp(upload, options).metadata());
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    const sizes = await Promise.all(
      IMAGE_SIZES.map(async (size) => {
        // rotate() applies the camera's orientation before the EXIF block is dropped.
        const data = await sharp(upload, options).rotate().resize(RESIZE[size]).webp({ quality: 82 }).toBuffer();
        return [size, data] as const;
      }),
    );
    return Object.fromEntries(sizes) as Record<ImageSize, Buffer>;
  } catch {
    throw notAnImage();
  }
}
