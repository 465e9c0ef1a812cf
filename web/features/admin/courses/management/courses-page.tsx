import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiBookOpen, HiPlus } from 'react-icons/hi';
import { useLatestSearchParams } from '#web/lib/search-params.ts';
import { toast } from 'sonner';
import type { AdminCourseListItem as AdminCourse } from '#shared/catalogue/admin.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { useAdminCourseList, useDeleteCourse, useToggleCourse } from '#web/api/courses.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ConfirmDialog } from '../../ui/admin-dialog.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { AdminPager } from '../../ui/pager.tsx';
import { adminListQuery, CourseListControls } from './course-list-controls.tsx';
import { useRowSelection } from '../../ui/row-selection.tsx';
import { CourseBulkActions } from './course-bulk-actions.tsx';
import { CourseStats } from './course-stats.tsx';
import { CoursesGrid } from './courses-grid.tsx';
import { CoursesSectionForm } from './courses-section-form.tsx';
import { OverrideDialog } from './override-dialog.tsx';

/** /admin/courses (admin-side §2 Course Management). */
export function CoursesPage() {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const [params, setParams] = useLatestSearchParams();
  const query = adminListQuery(params);
  const courses = useAdminCourseList(query);
  /** Every choice lives in the URL; any change but the page goes back to page 1. */
  const update = (change: Record<string, string | number | undefined>) => {
    setParams((next) => {
      for (const [key, value] of Object.entries({ page: undefined, ...change })) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  };
  const toggle = useToggleCourse({ errorToast: t('toasts.statusFailed') });
  const remove = useDeleteCourse({ errorToast: t('toasts.deleteFailed') });
  const [deleting, setDeleting] = useState<AdminCourse | null>(null);
  const [overriding, setOverriding] = useState<AdminCourse | null>(null);

  const onToggle = (course: AdminCourse) => {
    if (toggle.isPending) return;
    toggle.mutate(course._id, {
      onSuccess: (answer) => toast.success(answer.course.isActive ? t('toasts.activated') : t('toasts.deactivated')),
    });
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'));
        setDeleting(null);
      },
    });
  };

  const list = courses.data?.courses ?? [];
  // A bulk action works on rows the admin can see: another page, search, sort or status starts a new selection.
  const selection = useRowSelection(
    list.map((c) => c._id),
    params.toString(),
  );
  const filtered = Boolean(query.search || query.status || query.missing);
  const total = courses.data?.stats.total ?? 0;
  const createLink = (
    <ButtonLink to="/admin/create-course">
      <HiPlus aria-hidden="true" className="h-4 w-4" />
      {t('create')}
    </ButtonLink>
  );

  return (
    <>
      <AdminPageHeader title={t('title')} actions={total > 0 ? createLink : undefined} />
      {courses.isError ? (
        <QueryError message={t('admin:loadError')} onRetry={() => void courses.refetch()} />
      ) : (
        <>
          <CourseStats stats={courses.data?.stats} isLoading={courses.isPending} />
          <CourseListControls query={query} onChange={update} />
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
              title={filtered ? t('list.noMatchTitle') : t('empty.title')}
              line={filtered ? t('list.noMatchLine') : t('empty.line')}
              action={filtered ? undefined : createLink}
            />
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                {t('list.count', { count: courses.data.pagination.totalItems })}
              </p>
              <CourseBulkActions selection={selection} />
              <CoursesGrid
                courses={list}
                selection={selection}
                onToggle={onToggle}
                onDelete={setDeleting}
                onOverride={setOverriding}
                togglingId={toggle.isPending ? (toggle.variables ?? null) : null}
              />
              <AdminPager
                label={t('list.pages')}
                page={courses.data.pagination.currentPage}
                totalPages={courses.data.pagination.totalPages}
                onPage={(page) => update({ page })}
              />
            </>
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
