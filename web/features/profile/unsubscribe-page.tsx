import { HiOutlineMailOpen } from 'react-icons/hi';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { pageTitle, usePageHead } from '#web/lib/head.tsx';
import { useUnsubscribe } from '#web/api/user-notifications.ts';

/**
 * /unsubscribe?token=… (issue 36): the answer e-mails' unsubscribe link. It asks before it acts, so a mail
 * scanner opening the link turns nothing off; no sign-in is needed (the token is the user's secret).
 */
export function UnsubscribePage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  usePageHead({ title: pageTitle(t('unsubscribe.title')) });

  const invalid =
    !token || (unsubscribe.error instanceof ApiError && unsubscribe.error.code === 'unsubscribe_link_invalid');
  return (
    <Container className="flex justify-center py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <HiOutlineMailOpen aria-hidden="true" className="mx-auto h-10 w-10 text-brand-600 dark:text-brand-500" />
        <h1 className="mt-3 text-xl font-bold text-slate-900 dark:text-white">{t('unsubscribe.title')}</h1>
        {unsubscribe.isSuccess ? (
          <p role="status" className="mt-3 text-slate-700 dark:text-slate-300">
            {t('unsubscribe.done')}
          </p>
        ) : invalid ? (
          <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
            {t('unsubscribe.invalid')}
          </p>
        ) : (
          <>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{t('unsubscribe.line')}</p>
            {unsubscribe.isError && (
              <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
                {t('unsubscribe.failed')}
              </p>
            )}
            <Button className="mt-5" isLoading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              {t('unsubscribe.confirm')}
            </Button>
          </>
        )}
        <ButtonLink to="/profile?section=1" variant="ghost" size="sm" className="mt-4">
          {t('unsubscribe.settingsLink')}
        </ButtonLink>
      </div>
    </Container>
  );
}
