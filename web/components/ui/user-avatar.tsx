import { AdaptiveImage } from './adaptive-image.tsx';
import { cn } from './cn.ts';
import { initialsOf } from '#web/lib/initials.ts';

/** The user's picture, or their initials on a brand-coloured disc. */
export function UserAvatar({ name, url, className }: { name: string; url?: string | null; className?: string }) {
  if (url) return <AdaptiveImage src={url} alt="" className={cn('rounded-full object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      data-testid="initials"
      className={cn(
        'inline-flex items-center justify-center rounded-full bg-brand-600 font-semibold text-white select-none',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
