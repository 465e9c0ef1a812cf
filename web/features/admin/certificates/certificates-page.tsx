import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminCertificate } from '#shared/certificates/certificates.ts';
import { formatDate } from '#shared/dates.ts';
import { useAdminCertificates, useReissueCertificate, useRevokeCertificate } from '#web/api/certificates.ts';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { AdminDialog, DialogButtons } from '../ui/admin-dialog.tsx';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { inputBase } from '../ui/form-controls.tsx';
import { AdminPager } from '../ui/pager.tsx';

/** The issued certificates (issue 33): search, revoke with a reason, re-issue a revoked one. */
export function CertificatesPage() {
  const { t, i18n } = useTranslation('certificates');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | 'valid' | 'revoked'>('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), 300);
  const list = useAdminCertificates({ search: term, status: status || undefined, page });
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const reissue = useReissueCertificate({ errorToast: t('admin.reissueFailed') });
  const date = (iso: string) => formatDate(iso, undefined, i18n.language);

  return (
    <div>
      <AdminPageHeader title={t('admin.title')} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <label className="flex-1">
          <span className="sr-only">{t('admin.search')}</span>
          <input
            type="search"
            className={cn(inputBase, 'w-full')}
            placeholder={t('admin.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {t('admin.status')}
          <select
            className={inputBase}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              setPage(1);
            }}
          >
            <option value="">{t('admin.all')}</option>
            <option value="valid">{t('admin.valid')}</option>
            <option value="revoked">{t('admin.revoked')}</option>
          </select>
        </label>
      </div>
      {list.isPending ? (
        <div aria-busy="true" className="space-y-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <QueryError message={t('admin.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.certificates.length === 0 ? (
        <EmptyState title={t('admin.empty')} />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {list.data.certificates.map((c) => (
              <li key={c._id} data-testid="admin-certificate" className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    <BengaliAwareText text={c.nameEn || c.nameBn} />
                    {c.nameEn && c.nameBn && (
                      <BengaliAwareText
                        text={` · ${c.nameBn}`}
                        className="font-normal text-slate-600 dark:text-slate-300"
                      />
                    )}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    <BengaliAwareText text={c.courseName} /> · {date(c.issuedAt)} ·{' '}
                    <a className="font-mono underline" href={c.verifyUrl} target="_blank" rel="noreferrer">
                      {c._id}
                    </a>
                  </p>
                  {c.status === 'revoked' && c.revokedAt && (
                    <p className="text-sm text-red-700 dark:text-red-300">
                      {t('my.revokedOn', { date: date(c.revokedAt), reason: c.reason ?? '' })}
                    </p>
                  )}
                </div>
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                    c.status === 'valid'
                      ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950/50 dark:text-emerald-200'
                      : 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/50 dark:text-red-200',
                  )}
                >
                  {c.status === 'valid' ? t('admin.valid') : t('admin.revoked')}
                </span>
                {c.status === 'valid' ? (
                  <Button variant="outline" size="sm" onClick={() => setRevoking(c)}>
                    {t('admin.revoke')}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    isLoading={reissue.isPending && reissue.variables === c._id}
                    onClick={() => reissue.mutate(c._id, { onSuccess: () => toast.success(t('admin.reissuedToast')) })}
                  >
                    {t('admin.reissue')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <AdminPager
            label={t('admin.title')}
            page={page}
            totalPages={list.data.pagination.totalPages}
            onPage={setPage}
          />
        </>
      )}
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}

function RevokeDialog({ certificate, onClose }: { certificate: AdminCertificate | null; onClose: () => void }) {
  const { t } = useTranslation('certificates');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revoke = useRevokeCertificate({ errorToast: false });
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!certificate) return;
    if (reason.trim() === '') {
      setError(t('admin.reason'));
      return;
    }
    revoke.mutate(
      { id: certificate._id, reason },
      {
        onSuccess: () => {
          toast.success(t('admin.revokedToast'));
          close();
        },
        onError: (err) =>
          setError(err instanceof ApiError && err.hasServerMessage ? err.message : t('admin.revokeFailed')),
      },
    );
  };
  return (
    <AdminDialog
      open={certificate !== null}
      onOpenChange={(open) => !open && close()}
      title={t('admin.confirmRevoke')}
      description={certificate ? `${certificate.nameEn || certificate.nameBn} — ${certificate.courseName}` : undefined}
    >
      <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('admin.reason')}
        <textarea
          className={cn(inputBase, 'mt-1 min-h-24 w-full')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'revoke-reason-error' : undefined}
        />
      </label>
      {error && (
        <p id="revoke-reason-error" role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <DialogButtons confirmLabel={t('admin.revoke')} onConfirm={confirm} isPending={revoke.isPending} />
    </AdminDialog>
  );
}
