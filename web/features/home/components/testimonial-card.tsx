import { FaQuoteLeft } from 'react-icons/fa';
import type { Testimonial } from '#shared/content/pages.ts';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { hasBengali } from '#shared/text.ts';
import { StarRating } from './star-rating.tsx';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function TestimonialCard({ testimonial, className }: { testimonial: Testimonial; className?: string }) {
  const avatar = testimonial.avatar?.url?.trim();
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <FaQuoteLeft aria-hidden="true" className="absolute top-6 right-6 text-2xl text-brand-100 dark:text-slate-700" />
      <StarRating rating={testimonial.rating} />
      <BengaliAwareText
        as="blockquote"
        text={testimonial.comment}
        className="mt-4 flex-1 leading-relaxed text-slate-700 dark:text-slate-300"
      />
      <div className="mt-6 flex items-center gap-3">
        {avatar ? (
          <img
            src={avatar}
            alt=""
            loading="lazy"
            className="h-12 w-12 rounded-full object-cover ring-2 ring-brand-100 dark:ring-slate-700"
          />
        ) : (
          <span
            aria-hidden="true"
            data-testid="testimonial-initials"
            className={cn(
              'flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white',
              hasBengali(testimonial.name) && 'font-bengali',
            )}
          >
            {initialsOf(testimonial.name)}
          </span>
        )}
        <div className="min-w-0">
          <BengaliAwareText
            as="h3"
            text={testimonial.name}
            className="truncate font-semibold text-slate-900 dark:text-white"
          />
          <BengaliAwareText
            as="p"
            text={testimonial.profession}
            className="truncate text-sm text-slate-600 dark:text-slate-400"
          />
        </div>
      </div>
    </article>
  );
}
