import { useAdminPrivacyPage, useResetPrivacyPage } from './api/privacy-page.ts';
import { PrivacyEditor } from './components/privacy-editor.tsx';
import { ResettablePageEditor } from './components/resettable-page-editor.tsx';

/**
 * /admin/privacy-page (admin-side §2 Privacy). Every change, cards included, stays a draft until Save Changes
 * sends the whole page; Reset to Default brings back the server's defaults.
 */
export function PrivacyPageEditor() {
  return (
    <ResettablePageEditor texts="privacy" query={useAdminPrivacyPage()} reset={useResetPrivacyPage()}>
      {(page) => <PrivacyEditor page={page} />}
    </ResettablePageEditor>
  );
}
