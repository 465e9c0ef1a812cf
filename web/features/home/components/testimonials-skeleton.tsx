import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/**
 * The testimonials section's loading look, kept apart from the section itself: the home page shows it while the
 * section's code loads (the section is below the fold, so it is not part of the home page's initial JavaScript),
 * and the section shows the same cards while its data loads.
 */

/** Skeleton cards while loading (admin-side §9). */
export const TESTIMONIAL_SKELETON_COUNT = 6;

/** Every third card starting from the second (cards 2, 5, 8 …) sits lower on large screens. */
export const isOffsetCard = (index: number) => index % 3 === 1;

export const testimonialsGrid = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:pb-10';
export const testimonialsShell = 'bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/40';
export const testimonialsHeader = 'mx-auto mb-12 max-w-3xl text-center';

export function TestimonialsHeadingSkeleton() {
  return (
    <>
      <Skeleton className="mx-auto h-10 w-2/3" />
      <Skeleton className="mx-auto mt-4 h-5 w-1/2" />
    </>
  );
}

export function TestimonialCardsSkeleton() {
  return (
    <div className={testimonialsGrid} aria-busy="true">
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
  );
}

/** The whole section while its code loads. */
export function TestimonialsSectionSkeleton() {
  return (
    <section className={testimonialsShell}>
      <Container>
        <div className={testimonialsHeader}>
          <TestimonialsHeadingSkeleton />
        </div>
        <TestimonialCardsSkeleton />
      </Container>
    </section>
  );
}
