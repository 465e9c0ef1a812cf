import { useTranslation } from '#web/i18n/react.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

/** An /admin/... path with no screen. */
export function AdminNotFound() {
  const { t } = useTranslation('admin');
  return (
    <EmptyState
      titleAs="h1"
      title={t('notFound')}
      action={
        <ButtonLink to="/admin" variant="outline">
          {t('nav.dashboard')}
        </ButtonLink>
      }
    />
  );
}
