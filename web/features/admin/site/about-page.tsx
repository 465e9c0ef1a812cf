import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAdminAboutPage, useResetAboutPage } from './api/about-page.ts';
import { AboutFeatures } from './components/about-features.tsx';
import { AboutHeaderForm } from './components/about-header-form.tsx';

/**
 * /admin/about-page (admin-side §2 About). Title, subtitle and mission are saved with Save Changes; each feature
 * change is saved at once (the server stores the page as a whole, so it is sent with the saved header text).
 */
export function AboutPageEditor() {
  const { t } = useTranslation(['admin-site', 'admin']);
  const query = useAdminAboutPage();
  const reset = useResetAboutPage();
  const [isConfirming, setConfirming] = useState(false);
  // Bumped after a reset so the forms drop their drafts and show the defaults.
  const [generation, setGeneration] = useState(0);

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setGeneration((g) => g + 1);
        toast.success(t('about.toast.reset'));
      },
      onError: (e) => toast.error(errorMessage(e, t('about.toast.resetFailed'))),
    });

  return (
    <>
      <AdminPageHeader
        title={t('about.title')}
        subtitle={t('about.subtitle')}
        actions={
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={!query.data}>
            {t('resetToDefault')}
          </Button>
        }
      />
      {query.isPending ? (
        <div className="space-y-4" data-testid="about-loading">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError message={t('admin:loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <div key={generation} className="space-y-8">
          <AboutHeaderForm page={query.data} />
          <AboutFeatures page={query.data} />
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('about.resetTitle')}
        description={t('about.resetLine')}
        confirmLabel={t('resetToDefault')}
        onConfirm={confirmReset}
        isPending={reset.isPending}
      />
    </>
  );
}
