import { hasBengali } from '#shared/text.ts';
import { cn } from './cn.ts';

/** A section's h2 `title` with an optional `subtitle`; `align` center (default) or left; Bengali-aware. */
export function SectionHeading({
  title,
  subtitle,
  align = 'center',
  as: Tag = 'h2',
  id,
  className,
}: {
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn('mb-10', align === 'center' ? 'mx-auto max-w-3xl text-center' : 'text-left', className)}>
      <Tag
        id={id}
        className={cn(
          'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white',
          hasBengali(title) && 'font-bengali',
        )}
      >
        {title}
      </Tag>
      {subtitle && (
        <p
          className={cn(
            'mt-4 text-base text-slate-600 sm:text-lg dark:text-slate-300',
            hasBengali(subtitle) && 'font-bengali',
          )}
        >
          {subtitle}
        </p>
      )}
    </div>
  );
}
