import { useTranslation } from '#web/i18n/react.tsx';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('pageNotFound')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('pageNotFoundText')}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        {t('backHome')}
      </Link>
    </section>
  );
}
