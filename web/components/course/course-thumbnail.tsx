import { useState } from 'react';
import { FaBookOpen } from 'react-icons/fa';
import { AdaptiveImage } from '../ui/adaptive-image.tsx';
import { cn } from '../ui/cn.ts';

/**
 * A course's thumbnail, or the course card's placeholder (an open book on the brand tint) when the course has none
 * or its image cannot load (offline, moved): never the browser's broken-image glyph.
 */
/** The width a thumbnail takes in the catalogue's grids: the whole column on a phone, a half or a third above. */
const GRID_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function CourseThumbnail({
  url,
  className = 'aspect-video',
  sizes = GRID_SIZES,
  priority = false,
}: {
  url?: string | null;
  className?: string;
  sizes?: string;
  /** The page's largest picture (the first card of a list): fetched at once and first, not when scrolled to. */
  priority?: boolean;
}) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  return url && brokenUrl !== url ? (
    <AdaptiveImage
      src={url}
      kind="thumbnail"
      sizes={sizes}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBrokenUrl(url)}
      className={cn(className, 'w-full object-cover')}
    />
  ) : (
    <div
      aria-hidden="true"
      data-testid="thumbnail-placeholder"
      className={cn(
        className,
        'flex w-full items-center justify-center bg-brand-50 text-4xl text-brand-500 dark:bg-slate-800',
      )}
    >
      <FaBookOpen />
    </div>
  );
}
