import { lazy, Suspense } from 'react';
import { CoursesSection } from './components/courses-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { TestimonialsSectionSkeleton } from './components/testimonials-skeleton.tsx';

// Below the fold: its code (cards, rich text, stars) loads after the first paint, behind the same skeleton.
const TestimonialsSection = lazy(() =>
  import('./components/testimonials-section.tsx').then((m) => ({ default: m.TestimonialsSection })),
);

/** The home page (learner-side §2 Home): hero, courses, testimonials. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <CoursesSection />
      <Suspense fallback={<TestimonialsSectionSkeleton />}>
        <TestimonialsSection />
      </Suspense>
    </>
  );
}
