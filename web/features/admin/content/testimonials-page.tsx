import { useTranslation } from '#web/i18n/react.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { TestimonialsList } from './components/testimonials-list.tsx';
import { TestimonialsSectionForm } from './components/testimonials-section-form.tsx';

/** /admin/testimonials (admin-side §2 Testimonials): the section heading form above the testimonial grid. */
export function TestimonialsPage() {
  const { t } = useTranslation('admin-site');
  return (
    <>
      <AdminPageHeader title={t('testimonials.title')} subtitle={t('testimonials.subtitle')} />
      <TestimonialsSectionForm />
      <TestimonialsList />
    </>
  );
}
