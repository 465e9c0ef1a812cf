import { AdaptiveImage } from '../ui/adaptive-image.tsx';
import { cn } from '../ui/cn.ts';

/** A round picture, or the first letter of the name; `size` is the Tailwind height and width classes. */
export function Avatar({
  name,
  url,
  size = 'h-10 w-10',
  className,
}: {
  name: string;
  url?: string | null;
  size?: string;
  className?: string;
}) {
  if (url)
    return (
      <AdaptiveImage
        src={url}
        kind="avatar"
        sizes="48px"
        alt=""
        className={cn(size, 'shrink-0 rounded-full object-cover', className)}
        loading="lazy"
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        size,
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-slate-700 dark:text-white',
        className,
      )}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
