import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAdminPrivacyPage, useResetPrivacyPage } from './api/privacy-page.ts';
import { PrivacyEditor } from './components/privacy-editor.tsx';

/**
 * /admin/privacy-page (admin-side §2 Privacy). Every change, cards included, stays a draft until Save Changes
 * sends the whole page; Reset to Default brings back the server's defaults.
 */
export function PrivacyPageEditor() {
  const { t } = useTranslation(['admin-site', 'admin']);
  const query = useAdminPrivacyPage();
  const reset = useResetPrivacyPage();
  const [isConfirming, setConfirming] = useState(false);
  // Bumped after a reset so the forms drop their drafts and show the defaults.
  const [generation, setGeneration] = useState(0);

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setGeneration((g) => g + 1);
        toast.success(t('privacy.toast.reset'));
      },
      onError: (e) => toast.error(errorMessage(e, t('privacy.toast.resetFailed'))),
    });

  return (
    <>
      <AdminPageHeader
        title={t('privacy.title')}
        subtitle={t('privacy.subtitle')}
        actions={
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={!query.data}>
            {t('resetToDefault')}
          </Button>
        }
      />
      {query.isPending ? (
        <div className="space-y-4" data-testid="privacy-loading">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError message={t('admin:loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <PrivacyEditor key={generation} page={query.data} />
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('privacy.resetTitle')}
        description={t('privacy.resetLine')}
        confirmLabel={t('resetToDefault')}
        onConfirm={confirmReset}
        isPending={reset.isPending}
      />
    </>
  );
}
