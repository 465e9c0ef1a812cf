import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlinePlus, HiOutlineTag } from 'react-icons/hi';
import { toast } from 'sonner';
import { COUPON_STATUSES, type Coupon, type CouponStatus } from '#shared/coupons.ts';
import { useAdminCoupons, useDeleteCoupon } from '#web/api/coupons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { CouponDialog } from './coupon-dialog.tsx';
import { CouponStats } from './coupon-stats.tsx';
import { CouponTable } from './coupon-table.tsx';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';

const SEARCH_DELAY_MS = 300;
const COUPON_PAGE_SIZE = 10;

type CouponFilter = { page: number; search: string; status: 'all' | CouponStatus };

/** Coupons (/admin/coupons, admin-side §2 and §7): stats, search, status filter, pages of 10, create, edit, delete. */
export function CouponsPage() {
  const { t } = useTranslation(['admin-commerce', 'admin']);
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<CouponFilter>({ page: 1, search: '', status: 'all' });
  const coupons = useAdminCoupons({
    page: filter.page,
    limit: COUPON_PAGE_SIZE,
    status: filter.status,
    search: filter.search.trim(),
  });
  const remove = useDeleteCoupon({ errorToast: t('coupons.deleteFailed') });
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);

  useEffect(() => {
    const timer = setTimeout(
      () => setFilter((f) => (f.search === typed ? f : { ...f, search: typed, page: 1 })),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  // A delete can empty the last page: step back to the new last one.
  const lastPage = coupons.data?.pagination.totalPages;
  useEffect(() => {
    if (lastPage && filter.page > lastPage) setFilter((f) => ({ ...f, page: lastPage }));
  }, [lastPage, filter.page]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => {
        toast.success(answer.message || t('coupons.deleted'));
        setDeleting(null);
      },
    });
  };

  const data = coupons.data;
  return (
    <div>
      <AdminPageHeader
        title={t('coupons.title')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <HiOutlinePlus aria-hidden="true" className="h-4 w-4" />
            {t('coupons.create')}
          </Button>
        }
      />
      <CouponStats />
      <section
        aria-labelledby="coupon-list"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="coupon-list" className="sr-only">
          {t('coupons.listTitle')}
        </h2>
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]">
          <Field label={t('coupons.search')} htmlFor="coupon-search">
            <input
              id="coupon-search"
              type="search"
              className={inputClass}
              placeholder={t('coupons.searchPlaceholder')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Field>
          <Field label={t('coupons.statusFilter')} htmlFor="coupon-status">
            <select
              id="coupon-status"
              className={inputClass}
              value={filter.status}
              onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as CouponFilter['status'], page: 1 }))}
            >
              {(['all', ...COUPON_STATUSES] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`coupons.status.${s}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {coupons.isError ? (
          <QueryError
            message={errorMessage(coupons.error, t('admin:loadError'))}
            onRetry={() => void coupons.refetch()}
          />
        ) : !data ? (
          <div className="space-y-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : data.coupons.length === 0 ? (
          <EmptyState icon={<HiOutlineTag />} title={t('coupons.empty')} titleAs="p" />
        ) : (
          <div aria-busy={coupons.isPlaceholderData || undefined}>
            <CouponTable coupons={data.coupons} onEdit={setEditing} onDelete={setDeleting} />
            <AdminPager
              page={data.pagination.currentPage}
              totalPages={data.pagination.totalPages}
              onPage={(page) => setFilter((f) => ({ ...f, page }))}
              label={t('coupons.pager')}
            />
          </div>
        )}
      </section>
      {editing && (
        <CouponDialog
          key={editing === 'new' ? 'new' : editing._id}
          coupon={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={t('coupons.deleteTitle')}
        description={t('coupons.deleteLine', { code: deleting?.code ?? '' })}
        confirmLabel={t('admin:delete')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
