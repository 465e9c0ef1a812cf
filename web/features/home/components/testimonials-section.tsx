import { useTranslation } from 'react-i18next';
import { FaComments } from 'react-icons/fa';
import { DEFAULT_TESTIMONIALS_SECTION } from '#shared/content/layout-defaults.ts';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { hasBengali } from '#shared/text.ts';
import { useActiveTestimonials } from '../api/get-active-testimonials.ts';
import { useTestimonialsLayout } from '../api/get-testimonials-layout.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { TestimonialCard } from './testimonial-card.tsx';

/** Skeleton cards while loading (admin-side §9). */
export const TESTIMONIAL_SKELETON_COUNT = 6;

/** Every third card starting from the second (cards 2, 5, 8 …) sits lower on large screens. */
export const isOffsetCard = (index: number) => index % 3 === 1;

const grid = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:pb-10';

export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const layout = useTestimonialsLayout();
  const testimonials = useActiveTestimonials();
  const section = layout.data?.testimonials;
  const title = section?.title.trim() || DEFAULT_TESTIMONIALS_SECTION.title;

  return (
    <section aria-labelledby={layout.isPending ? undefined : 'home-testimonials-title'} className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/40">
      <Container>
        <div className="mx-auto mb-12 max-w-3xl text-center">
          {layout.isPending ? (
            <>
              <Skeleton className="mx-auto h-10 w-2/3" />
              <Skeleton className="mx-auto mt-4 h-5 w-1/2" />
            </>
          ) : (
            <>
              <h2
                id="home-testimonials-title"
                className={cn('text-3xl leading-[1.3]! font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white', hasBengali(title) && 'font-bengali')}
              >
                {title}
              </h2>
              {/* A failed section read keeps the default heading; the cards below carry their own error. */}
              <RichText
                html={layout.isError ? DEFAULT_TESTIMONIALS_SECTION.subTitle : section?.subTitle}
                className="mt-4 text-base text-slate-600 sm:text-lg dark:text-slate-300"
              />
            </>
          )}
        </div>
        {testimonials.isPending ? (
          <div className={grid} aria-busy="true">
            {Array.from({ length: TESTIMONIAL_SKELETON_COUNT }, (_, index) => (
              <div
                key={index}
                data-testid="testimonial-skeleton"
                className={cn(
                  'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900',
                  isOffsetCard(index) && 'lg:translate-y-10',
                )}
              >
                <Skeleton className="h-4 w-24" />
                <Skeleton className="mt-4 h-4 w-full" />
                <Skeleton className="mt-2 h-4 w-5/6" />
                <Skeleton className="mt-2 h-4 w-2/3" />
                <div className="mt-6 flex items-center gap-3">
                  <Skeleton className="h-12 w-12 rounded-full" />
                  <div className="flex-1">
                    <Skeleton className="h-4 w-32" />
                    <Skeleton className="mt-2 h-3 w-24" />
                  </div>
                </div>
              </div>
            ))}
          </div>
        ) : testimonials.isError ? (
          <QueryError message={t('testimonials.loadError')} onRetry={() => void testimonials.refetch()} />
        ) : testimonials.data.length === 0 ? (
          <EmptyState icon={<FaComments />} title={t('testimonials.emptyTitle')} line={t('testimonials.emptyLine')} />
        ) : (
          <ul className={grid}>
            {testimonials.data.map((testimonial, index) => (
              <li key={testimonial._id} data-offset={isOffsetCard(index) || undefined} className={cn(isOffsetCard(index) && 'lg:translate-y-10')}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
