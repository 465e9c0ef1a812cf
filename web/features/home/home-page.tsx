import { lazy } from 'react';
import { Deferred } from '#web/components/ui/deferred.tsx';
import { CoursesSection } from './components/courses-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { TestimonialsSectionSkeleton } from './components/testimonials-skeleton.tsx';

// Below the fold: its code (cards, rich text, stars) loads as it nears the screen (the server's HTML shows it
// meanwhile), behind the same skeleton when the page renders in the browser.
const TestimonialsSection = lazy(() =>
  import('./components/testimonials-section.tsx').then((m) => ({ default: m.TestimonialsSection })),
);

/** The home page (learner-side §2 Home): hero, courses, testimonials. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <CoursesSection />
      <Deferred id="testimonials" until="visible" fallback={<TestimonialsSectionSkeleton />}>
        <TestimonialsSection />
      </Deferred>
    </>
  );
}
