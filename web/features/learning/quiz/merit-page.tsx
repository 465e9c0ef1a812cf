import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { quizKeys, setMeritInitials, useMerit } from '#web/api/quiz-attempts.ts';
import { useLanguage, useTranslation } from '#web/i18n/react.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatNumber } from '#shared/numbers.ts';
import { formatOrdinal, formatRank, formatScore } from './format.ts';

/**
 * /course-access/{courseId}/merit/{quizId}: a model test's merit list — the top 10 graded first attempts by display
 * name (or initials, as each learner chose; never an e-mail) and the reader's own rank.
 */
export function MeritPage() {
  const { id = '', quizId = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const client = useQueryClient();
  const merit = useMerit(quizId);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const lesson = params.get('lesson');
  const back = `/course-access/${id}${lesson ? `?lesson=${encodeURIComponent(lesson)}` : ''}`;

  if (merit.isPending)
    return (
      <Container className="py-8" aria-busy="true">
        <Skeleton className="mb-4 h-8 w-1/2" />
        <Skeleton className="h-80 w-full" />
      </Container>
    );
  if (merit.isError) {
    const owner = merit.error instanceof ApiError && merit.error.code === 'not_course_owner';
    return (
      <Container className="py-16">
        <EmptyState
          titleAs="h1"
          title={owner ? t('quiz.errors.notOwner') : t('quiz.errors.load')}
          action={<Link to={back}>{t('quiz.backToQuiz')}</Link>}
        />
      </Container>
    );
  }
  const { top, me, of, maxScore, initials } = merit.data;
  const score = (n: number) => (maxScore === null ? formatNumber(n, language, 2) : formatScore(n, maxScore, language));

  const toggle = async (value: boolean) => {
    setSaving(true);
    setSaveError(false);
    try {
      await setMeritInitials(value);
      await client.invalidateQueries({ queryKey: quizKeys.merit(quizId) });
    } catch {
      setSaveError(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container className="max-w-3xl py-6 sm:py-8">
      <Link to={back} className="text-sm text-brand-700 hover:underline dark:text-brand-100">
        {t('quiz.backToQuiz')}
      </Link>
      <h1 className="mb-1 text-xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">{t('quiz.meritTitle')}</h1>
      <p className="mb-5 text-sm text-slate-600 dark:text-slate-400">
        {t('quiz.meritOf', { count: of, of: formatNumber(of, language) })}
      </p>
      {me && (
        <p
          className="mb-5 rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900 dark:bg-brand-900/40 dark:text-white"
          data-testid="merit-me"
        >
          {t('quiz.yourRank', { rank: formatRank(me.rank, of, language), score: score(me.score) })}
        </p>
      )}
      {top.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('quiz.meritEmpty')}</p>
      ) : (
        <table className="w-full overflow-hidden rounded-2xl border border-slate-200 bg-white text-sm dark:border-slate-800 dark:bg-slate-900">
          <caption className="sr-only">{t('quiz.meritTitle')}</caption>
          <thead className="bg-slate-50 text-left dark:bg-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('quiz.rank')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('quiz.name')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('quiz.score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {top.map((row, i) => {
              const mine = me !== null && row.rank === me.rank && row.displayName === me.displayName;
              return (
                <tr
                  key={`${row.rank}-${i}`}
                  className={cn(
                    'border-t border-slate-200 dark:border-slate-800',
                    mine && 'bg-brand-50 font-semibold dark:bg-brand-900/40',
                  )}
                  data-testid="merit-row"
                >
                  <td className="px-3 py-2 tabular-nums">{formatOrdinal(row.rank, language)}</td>
                  <td className="px-3 py-2">{row.displayName}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{score(row.score)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <label className="mt-6 flex items-center gap-3 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={initials}
          disabled={saving}
          onChange={(e) => void toggle(e.target.checked)}
          className="size-4 accent-brand-600"
        />
        {t('quiz.asInitials')}
      </label>
      {saveError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t('common:requestFailed')}
        </p>
      )}
    </Container>
  );
}
