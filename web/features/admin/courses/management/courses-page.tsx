import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiBookOpen, HiPlus } from 'react-icons/hi';
import { toast } from 'sonner';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { ConfirmDialog } from '../../ui/admin-dialog.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useAdminCourses, useDeleteCourse, useToggleCourse } from '../api/admin-courses.ts';
import { CourseStats } from './course-stats.tsx';
import { CoursesGrid } from './courses-grid.tsx';
import { CoursesSectionForm } from './courses-section-form.tsx';
import { OverrideDialog } from './override-dialog.tsx';

/** /admin/courses (admin-side §2 Course Management). */
export function CoursesPage() {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const courses = useAdminCourses();
  const toggle = useToggleCourse();
  const remove = useDeleteCourse();
  const [deleting, setDeleting] = useState<AdminCourse | null>(null);
  const [overriding, setOverriding] = useState<AdminCourse | null>(null);

  const onToggle = (course: AdminCourse) => {
    if (toggle.isPending) return;
    toggle.mutate(course._id, {
      onSuccess: (answer) => toast.success(answer.course.isActive ? t('toasts.activated') : t('toasts.deactivated')),
      onError: (error) => toast.error(errorMessage(error, t('toasts.statusFailed'))),
    });
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'));
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error, t('toasts.deleteFailed'))),
    });
  };

  const list = courses.data ?? [];
  const createLink = (
    <ButtonLink to="/admin/create-course">
      <HiPlus aria-hidden="true" className="h-4 w-4" />
      {t('create')}
    </ButtonLink>
  );

  return (
    <>
      <AdminPageHeader title={t('title')} actions={list.length > 0 ? createLink : undefined} />
      {courses.isError ? (
        <QueryError message={t('admin:loadError')} onRetry={() => void courses.refetch()} />
      ) : (
        <>
          <CourseStats courses={list} isLoading={courses.isPending} />
          {courses.isPending ? (
            <div className="space-y-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : list.length === 0 ? (
            <EmptyState
              icon={<HiBookOpen />}
              titleAs="h2"
              title={t('empty.title')}
              line={t('empty.line')}
              action={createLink}
            />
          ) : (
            <CoursesGrid
              courses={list}
              onToggle={onToggle}
              onDelete={setDeleting}
              onOverride={setOverriding}
              togglingId={toggle.isPending ? (toggle.variables ?? null) : null}
            />
          )}
        </>
      )}
      <CoursesSectionForm />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title')}
        description={t('delete.description')}
        confirmLabel={t('admin:delete')}
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
      {overriding && <OverrideDialog key={overriding._id} course={overriding} onClose={() => setOverriding(null)} />}
    </>
  );
}
