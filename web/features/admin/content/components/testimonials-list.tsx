import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineChatAlt2, HiPlus } from 'react-icons/hi';
import { toast } from 'sonner';
import type { Testimonial } from '#shared/content/pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { useAllTestimonials } from '#web/api/content.ts';
import { useDeleteTestimonial, useToggleTestimonial } from '#web/api/content-writes.ts';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';
import { TestimonialFormDialog } from './testimonial-form-dialog.tsx';
import { TestimonialCards, TestimonialTable, type TestimonialActions } from './testimonial-views.tsx';

export const TESTIMONIAL_PAGE_SIZES = [5, 10, 20] as const;

/** Every testimonial, paged on the client (the server answers the whole list), with its create/edit/delete flows. */
export function TestimonialsList() {
  const { t } = useTranslation(['admin-site', 'admin']);
  const query = useAllTestimonials();
  const toggle = useToggleTestimonial({ errorToast: t('testimonials.toast.statusFailed') });
  const remove = useDeleteTestimonial({ errorToast: t('testimonials.toast.deleteFailed') });
  const [pageSize, setPageSize] = useState<number>(10);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ open: boolean; testimonial: Testimonial | null }>({
    open: false,
    testimonial: null,
  });
  const [deleting, setDeleting] = useState<Testimonial | null>(null);

  const rows = query.data ?? [];
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, totalPages);
  const visible = rows.slice((current - 1) * pageSize, current * pageSize);

  const actions: TestimonialActions = {
    onEdit: (testimonial) => setForm({ open: true, testimonial }),
    onDelete: setDeleting,
    busyId: toggle.isPending ? (toggle.variables ?? null) : null,
    onToggle: (testimonial) =>
      toggle.mutate(testimonial._id, {
        onSuccess: (saved) =>
          toast.success(saved.isActive ? t('testimonials.toast.activated') : t('testimonials.toast.deactivated')),
      }),
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('testimonials.toast.deleted'));
        setDeleting(null);
      },
    });
  };

  return (
    <section aria-labelledby="testimonials-list-title" className="mt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="testimonials-list-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('testimonials.listTitle')}
        </h2>
        <Button onClick={() => setForm({ open: true, testimonial: null })}>
          <HiPlus aria-hidden="true" />
          {t('testimonials.add')}
        </Button>
      </div>
      {query.isPending ? (
        <div className="space-y-3" data-testid="testimonials-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError message={t('admin:loadError')} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<HiOutlineChatAlt2 />}
          title={t('testimonials.emptyTitle')}
          line={t('testimonials.emptyLine')}
        />
      ) : (
        <>
          <TestimonialTable rows={visible} actions={actions} />
          <TestimonialCards rows={visible} actions={actions} />
          <AdminPager
            label={t('pager.label')}
            page={current}
            totalPages={totalPages}
            onPage={setPage}
            pageSize={pageSize}
            sizes={TESTIMONIAL_PAGE_SIZES}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
      <TestimonialFormDialog
        open={form.open}
        testimonial={form.testimonial}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('testimonials.deleteTitle')}
        description={t('testimonials.deleteLine', { name: deleting?.name ?? '' })}
        confirmLabel={t('testimonials.delete')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </section>
  );
}
