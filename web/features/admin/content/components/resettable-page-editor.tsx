import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';

/**
 * The frame the About and Privacy editors share: the title with Reset to Default (asked first, admin-side §5),
 * a skeleton while the page loads, the load error with Retry, and the editor for the loaded page. After a reset
 * the editor is mounted afresh, so its drafts give way to the defaults. `texts` is the key prefix in admin-site.
 */
export function ResettablePageEditor<T>({
  texts,
  query,
  reset,
  children,
}: {
  texts: 'about' | 'privacy';
  query: UseQueryResult<T>;
  reset: UseMutationResult<unknown, Error, void>;
  children: (page: T) => ReactNode;
}) {
  const { t } = useTranslation(['admin-site', 'admin']);
  const [isConfirming, setConfirming] = useState(false);
  const [generation, setGeneration] = useState(0);

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setGeneration((g) => g + 1);
        toast.success(t(`${texts}.toast.reset`));
      },
    });

  return (
    <>
      <AdminPageHeader
        title={t(`${texts}.title`)}
        subtitle={t(`${texts}.subtitle`)}
        actions={
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={!query.data}>
            {t('resetToDefault')}
          </Button>
        }
      />
      {query.isPending ? (
        <div className="space-y-4" data-testid={`${texts}-loading`}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError message={t('admin:loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <div key={generation}>{children(query.data)}</div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t(`${texts}.resetTitle`)}
        description={t(`${texts}.resetLine`)}
        confirmLabel={t('resetToDefault')}
        onConfirm={confirmReset}
        isPending={reset.isPending}
      />
    </>
  );
}
