import { lazy } from 'react';
import { Deferred } from '#web/components/ui/deferred.tsx';
import { homeCoursesQuery } from '#web/api/catalogue.ts';
import { activeTestimonialsQuery, layoutQuery, useLayout } from '#web/api/content.ts';
import { SITE_NAME, usePageHead } from '#web/lib/head.tsx';
import { pageLoader } from '#web/lib/page-data.ts';
import { useSession } from '#web/lib/session.ts';
import { useContinueLearning } from '#web/api/courses.ts';
import { ContinueLearning } from '#web/components/course/continue-learning.tsx';
import { Container } from '#web/components/ui/container.tsx';
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
      <HomeContinueLearning />
      <CoursesSection />
      <Deferred id="testimonials" until="visible" fallback={<TestimonialsSectionSkeleton />}>
        <TestimonialsSection />
      </Deferred>
    </>
  );
}

/**
 * A signed-in learner's "Continue learning" under the hero. The page is rendered once for every visitor (decision
 * 0036), so it is asked for in the browser once the reader is known; a visitor asks nothing.
 */
function HomeContinueLearning() {
  const { user } = useSession();
  const resume = useContinueLearning(Boolean(user));
  if (!user || !resume.data?.length) return null;
  return (
    <Container className="pt-8">
      <ContinueLearning courses={resume.data} />
    </Container>
  );
}
