import { CoursesSection } from './components/courses-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';

/** The home page (learner-side §2 Home): hero, courses, testimonials. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <CoursesSection />
      <TestimonialsSection />
    </>
  );
}
