import { lazy } from 'react';
import { Deferred } from '#web/components/ui/deferred.tsx';
import { homeCoursesQuery } from '#web/api/catalogue.ts';
import { activeTestimonialsQuery, layoutQuery, useLayout } from '#web/api/content.ts';
import { SITE_NAME, usePageHead } from '#web/lib/head.tsx';
import { pageLoader } from '#web/lib/page-data.ts';
import { CoursesSection } from './components/courses-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { TestimonialsSectionSkeleton } from './components/testimonials-skeleton.tsx';

// Below the fold: its code (cards, rich text, stars) loads as it nears the screen (the server's HTML shows it
// meanwhile), behind the same skeleton when the page renders in the browser.
const TestimonialsSection = lazy(() =>
  import('./components/testimonials-section.tsx').then((m) => ({ default: m.TestimonialsSection })),
);

/** The home page's data: its courses and their section, the testimonials and theirs (the banner is the shell's). */
export const loader = pageLoader(({ load }) =>
  Promise.all([
    load(layoutQuery('Courses')),
    load(homeCoursesQuery()),
    load(layoutQuery('Testimonials')),
    load(activeTestimonialsQuery()),
  ]),
);

/** The home page (learner-side §2 Home): hero, courses, testimonials. */
export function HomePage() {
  const banner = useLayout('Banner').data?.banner;
  usePageHead(
    banner
      ? { title: banner.title.trim() || SITE_NAME, description: banner.subTitle, image: banner.image?.url || undefined }
      : null,
  );
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
