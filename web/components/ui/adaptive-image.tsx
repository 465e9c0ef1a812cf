import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { smallImageUrl } from '#shared/images.ts';
import { isLowEndDevice } from '#web/lib/device.ts';

type AdaptiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string;
  /** Overrides the device heuristic (tests, previews). */
  lowEnd?: boolean;
};

/**
 * An image that loads its smaller copy on a low-end device (learner-side §9; see shared/images.ts). When the small
 * copy cannot load (an upload from before copies were made, a thumbnail YouTube lacks), it falls back to `src`;
 * only when `src` fails too does the caller's `onError` run.
 */
export function AdaptiveImage({ src, lowEnd = isLowEndDevice(), onError, ...props }: AdaptiveImageProps) {
  const small = lowEnd ? smallImageUrl(src) : null;
  const [smallFailedFor, setSmallFailedFor] = useState<string | null>(null);
  const shown = small && smallFailedFor !== src ? small : src;
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (shown !== src) setSmallFailedFor(src);
    else onError?.(event);
  };
  return <img {...props} src={shown} onError={handleError} />;
}
