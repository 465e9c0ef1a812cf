import { useTranslation } from '#web/i18n/react.tsx';
import { usePrivacyPage } from '#web/api/pages.ts';
import { useResetPrivacyPage } from '#web/api/content-writes.ts';
import { PrivacyEditor } from './components/privacy-editor.tsx';
import { ResettablePageEditor } from './components/resettable-page-editor.tsx';

/**
 * /admin/privacy-page (admin-side §2 Privacy). Every change, cards included, stays a draft until Save Changes
 * sends the whole page; Reset to Default brings back the server's defaults.
 */
export function PrivacyPageEditor() {
  const { t } = useTranslation('admin-site');
  const reset = useResetPrivacyPage({ errorToast: t('privacy.toast.resetFailed') });
  return (
    <ResettablePageEditor texts="privacy" query={usePrivacyPage()} reset={reset}>
      {(page) => <PrivacyEditor page={page} />}
    </ResettablePageEditor>
  );
}
