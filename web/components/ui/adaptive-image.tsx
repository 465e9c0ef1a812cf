import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import {
  SMALL_IMAGE_MARK,
  smallImageSize,
  smallImageUrl,
  STORED_IMAGE_SIZES,
  type StoredImageKind,
} from '#shared/images.ts';
import { isLowEndDevice } from '#web/lib/device.ts';

type AdaptiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string;
  /**
   * What the image is, when the page knows (shared/images.ts): the image then announces its stored size (its place
   * is kept before it arrives) and offers its half-size copy in `srcset`, for the browser to choose by the `sizes`
   * given and the screen. The same HTML on the server and in the browser.
   */
  kind?: StoredImageKind;
  /** Overrides the device heuristic of an image without a `kind` (tests, previews). */
  lowEnd?: boolean;
};

/**
 * An image that loads a smaller copy where it can (learner-side §9; see shared/images.ts). With a `kind`, through
 * `srcset`; without one (images only the browser draws), on a low-end device. When the small copy cannot load (an
 * upload from before copies were made, a thumbnail YouTube lacks), it falls back to `src`; only when `src` fails
 * too does the caller's `onError` run.
 */
export function AdaptiveImage({ src, kind, lowEnd, onError, ...props }: AdaptiveImageProps) {
  const small = smallImageUrl(src);
  const [smallFailedFor, setSmallFailedFor] = useState<string | null>(null);
  const smallFailed = smallFailedFor === src;
  if (kind) {
    const size = STORED_IMAGE_SIZES[kind];
    const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
      if (srcSet) setSmallFailedFor(src);
      else onError?.(event);
    };
    // Only our own uploads have a copy of a known size (half); another site's picture is offered as it is.
    const ownCopy = small?.endsWith(`${SMALL_IMAGE_MARK}.webp`) && !smallFailed;
    const srcSet = ownCopy ? `${small} ${smallImageSize(size).width}w, ${src} ${size.width}w` : undefined;
    return <img {...props} src={src} srcSet={srcSet} width={size.width} height={size.height} onError={handleError} />;
  }
  const shown = small && (lowEnd ?? isLowEndDevice()) && !smallFailed ? small : src;
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (shown !== src) setSmallFailedFor(src);
    else onError?.(event);
  };
  return <img {...props} src={shown} onError={handleError} />;
}
