import { ArgumentsHost, Catch, HttpStatus, PayloadTooLargeException, type ExceptionFilter } from '@nestjs/common';
import { ErrorFilter } from '../../shared/http/error.filter';
import { LocalizedHttpException } from '../../shared/http/localized-exceptions';
import { MAX_IMAGE_BYTES } from '../infrastructure/event-image-renderer';

const megabytes = MAX_IMAGE_BYTES / 1024 / 1024;

/** Multer stops an upload over the limit with its own English 413; the admin reads why, in their language. */
@Catch(PayloadTooLargeException)
export class ImageUploadFilter implements ExceptionFilter {
  private readonly errors = new ErrorFilter();

  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    this.errors.catch(
      new LocalizedHttpException(
        HttpStatus.PAYLOAD_TOO_LARGE,
        {
          lt: `Nuotrauka per didelė: daugiausia ${megabytes} MB`,
          en: `The image is too large: at most ${megabytes} MB`,
        },
        [],
      ),
      host,
    );
  }
}

/** The part of multer's file this shop reads. */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

export function requireUpload(file: UploadedImage | undefined): Buffer {
  if (!file || file.size === 0) {
    throw new LocalizedHttpException(
      HttpStatus.BAD_REQUEST,
      { lt: 'Pasirinkite nuotrauką (laukas image)', en: 'Choose an image (field image)' },
      [{ field: 'image', message: { lt: 'Pasirinkite nuotrauką', en: 'Choose an image' } }],
    );
  }
  return file.buffer;
}
