import { UPLOADS_PER_USER } from '#shared/images.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';

/**
 * The words for a failed upload: the upload caps (issue 32 §7: too many at once for this user, or for the server)
 * in the reader's language, anything else as `errorMessage` gives it.
 */
export function useUploadErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('common');
  return (error, fallback) => {
    if (error instanceof ApiError && error.code === 'too_many_uploads') {
      return t('upload.tooMany', { count: UPLOADS_PER_USER });
    }
    if (error instanceof ApiError && error.code === 'uploads_busy') return t('upload.busy');
    return errorMessage(error, fallback);
  };
}
