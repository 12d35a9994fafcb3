import { useState, type ImgHTMLAttributes } from 'react';
import { EVENT_IMAGE_PLACEHOLDER } from './event-image-placeholder';

type EventImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
  alt: string;
};

/**
 * An event picture that degrades to a neutral placeholder when the URL is empty or fails to load. A
 * `srcSet` (other sizes of the same picture) is dropped with it: the browser would keep preferring it.
 */
export function EventImage({ src, srcSet, alt, loading = 'lazy', decoding = 'async', ...rest }: EventImageProps) {
  // Remembering which URL failed (not just "failed") lets a new src be tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== '' && failedSrc !== src;
  return (
    <img
      {...rest}
      src={usable ? src : EVENT_IMAGE_PLACEHOLDER}
      srcSet={usable ? srcSet : undefined}
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
