import { useTranslation } from '#web/i18n/react.tsx';
import { FaComments } from 'react-icons/fa';
import { DEFAULT_TESTIMONIALS_SECTION } from '#shared/content/layout-defaults.ts';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { hasBengali } from '#shared/text.ts';
import { useActiveTestimonials, useLayout } from '#web/api/content.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { TestimonialCard } from './testimonial-card.tsx';
import {
  isOffsetCard,
  TestimonialCardsSkeleton,
  TestimonialsHeadingSkeleton,
  testimonialsGrid,
  testimonialsHeader,
  testimonialsShell,
} from './testimonials-skeleton.tsx';

export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const layout = useLayout('Testimonials');
  const testimonials = useActiveTestimonials();
  const section = layout.data?.testimonials;
  const title = section?.title.trim() || DEFAULT_TESTIMONIALS_SECTION.title;

  return (
    <section aria-labelledby={layout.isPending ? undefined : 'home-testimonials-title'} className={testimonialsShell}>
      <Container>
        <div className={testimonialsHeader}>
          {layout.isPending ? (
            <TestimonialsHeadingSkeleton />
          ) : (
            <>
              <h2
                id="home-testimonials-title"
                className={cn(
                  'text-3xl leading-[1.3]! font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white',
                  hasBengali(title) && 'font-bengali',
                )}
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
          <TestimonialCardsSkeleton />
        ) : testimonials.isError ? (
          <QueryError message={t('testimonials.loadError')} onRetry={() => void testimonials.refetch()} />
        ) : testimonials.data.length === 0 ? (
          <EmptyState icon={<FaComments />} title={t('testimonials.emptyTitle')} line={t('testimonials.emptyLine')} />
        ) : (
          <ul className={testimonialsGrid}>
            {testimonials.data.map((testimonial, index) => (
              <li
                key={testimonial._id}
                data-offset={isOffsetCard(index) || undefined}
                className={cn(isOffsetCard(index) && 'lg:translate-y-10')}
              >
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
