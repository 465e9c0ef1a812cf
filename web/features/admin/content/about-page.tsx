import { useTranslation } from '#web/i18n/react.tsx';
import { useAboutPage } from '#web/api/pages.ts';
import { useResetAboutPage } from '#web/api/content-writes.ts';
import { AboutFeatures } from './components/about-features.tsx';
import { AboutHeaderForm } from './components/about-header-form.tsx';
import { ResettablePageEditor } from './components/resettable-page-editor.tsx';

/**
 * /admin/about-page (admin-side §2 About). Title, subtitle and mission are saved with Save Changes; each feature
 * change is saved at once (the server stores the page as a whole, so it is sent with the saved header text).
 */
export function AboutPageEditor() {
  const { t } = useTranslation('admin-site');
  const reset = useResetAboutPage({ errorToast: t('about.toast.resetFailed') });
  return (
    <ResettablePageEditor texts="about" query={useAboutPage()} reset={reset}>
      {(page) => (
        <div className="space-y-8">
          <AboutHeaderForm page={page} />
          <AboutFeatures page={page} />
        </div>
      )}
    </ResettablePageEditor>
  );
}
