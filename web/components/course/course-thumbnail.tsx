import { useState } from 'react';
import { FaBookOpen } from 'react-icons/fa';
import { AdaptiveImage } from '../ui/adaptive-image.tsx';
import { cn } from '../ui/cn.ts';

/**
 * A course's thumbnail, or the course card's placeholder (an open book on the brand tint) when the course has none
 * or its image cannot load (offline, moved): never the browser's broken-image glyph.
 */
export function CourseThumbnail({ url, className = 'aspect-video' }: { url?: string | null; className?: string }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  return url && brokenUrl !== url ? (
    <AdaptiveImage
      src={url}
      alt=""
      loading="lazy"
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
