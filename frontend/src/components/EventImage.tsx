import { useState, type ImgHTMLAttributes } from 'react';
import { EVENT_IMAGE_PLACEHOLDER } from './event-image-placeholder';

type EventImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
  alt: string;
};

/** An event picture that degrades to a neutral placeholder when the URL is empty or fails to load. */
export function EventImage({ src, alt, loading = 'lazy', decoding = 'async', ...rest }: EventImageProps) {
  // Remembering which URL failed (not just "failed") lets a new src be tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== '' && failedSrc !== src;
  return (
    <img
      {...rest}
      src={usable ? src : EVENT_IMAGE_PLACEHOLDER}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={
        usable
          ? () => {
              setFailedSrc(src);
            }
          : undefined
      }
    />
  );
}
