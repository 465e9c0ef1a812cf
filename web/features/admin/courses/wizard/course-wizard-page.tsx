import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { useParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useAdminCourses } from '#web/api/courses.ts';
import { CourseWizard } from './course-wizard.tsx';
import { stateFromCourse } from './course-to-state.ts';
import { initialWizardState } from './wizard-state.ts';

/** /admin/create-course */
export function CreateCoursePage() {
  const [initial] = useState(initialWizardState);
  return <CourseWizard initial={initial} />;
}

/** /admin/update-course/:id — the course comes from the admin course list (admin-side §2). */
export function UpdateCoursePage() {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const { id = '' } = useParams();
  const courses = useAdminCourses();
  if (courses.isError) {
    return (
      <>
        <AdminPageHeader title={t('wizard.titleEdit')} />
        <QueryError message={t('admin:loadError')} onRetry={() => void courses.refetch()} />
      </>
    );
  }
  if (courses.isPending) {
    return (
      <>
        <AdminPageHeader title={t('wizard.titleEdit')} />
        <div className="space-y-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      </>
    );
  }
  const course = courses.data.find((c) => c._id === id);
  if (!course) {
    return (
      <>
        <AdminPageHeader title={t('wizard.titleEdit')} />
        <EmptyState
          titleAs="h2"
          title={t('wizard.notFound')}
          line={t('wizard.notFoundLine')}
          action={<ButtonLink to="/admin/courses">{t('wizard.backToCourses')}</ButtonLink>}
        />
      </>
    );
  }
  // keyed by id: opening another course starts from that course, not from the previous form
  return <EditWizard key={course._id} course={course} />;
}

function EditWizard({ course }: { course: AdminCourse }) {
  // the form is filled once; a background refetch of the list must not overwrite what the admin typed
  const [initial] = useState(() => stateFromCourse(course));
  return <CourseWizard initial={initial} courseId={course._id} />;
}
