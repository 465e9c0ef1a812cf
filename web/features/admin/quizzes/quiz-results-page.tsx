import { useState } from 'react';
import { useParams } from 'react-router';
import { HiDownload } from 'react-icons/hi';
import { toast } from 'sonner';
import { SITE_TIMEZONE } from '#shared/dates.ts';
import type { QuizResults } from '#shared/learning/quizzes.ts';
import { exportResultsCsv, useQuizResults } from '#web/api/question-bank.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatNumber } from '#shared/numbers.ts';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { downloadCsv } from '../users/users-model.ts';
import { GrantDialog } from './grant-dialog.tsx';

type Attempt = QuizResults['attempts'][number];

/** A share of right answers below this is worth a look at the question's key. */
export const LOW_SHARE = 0.3;

const panel =
  'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const th = 'py-2 pr-3 font-medium';

function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const number = (n: number, decimals?: number) => formatNumber(n, language, decimals);
  const percent = (n: number | null) => (n === null ? '—' : `${number(n, 1)}%`);
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
          timeZone: SITE_TIMEZONE,
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(iso))
      : '—';
  return { number, percent, when };
}

/** Graded attempts by percent, a bar each tenth; the figures are in the table too, so the bars are decoration. */
function Distribution({ distribution }: { distribution: QuizResults['distribution'] }) {
  const { t } = useTranslation('admin-quizzes');
  const { number } = useFormats();
  const most = Math.max(1, ...distribution.map((d) => d.count));
  return (
    <section aria-labelledby="results-distribution" className={panel}>
      <h2 id="results-distribution" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {t('results.distribution')}
      </h2>
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('results.range')}</th>
            <th scope="col">{t('results.attemptsCount')}</th>
          </tr>
        </thead>
        <tbody>
          {distribution.map((d) => (
            <tr key={d.from}>
              <th scope="row" className="w-28 py-1 pr-3 font-normal whitespace-nowrap tabular-nums">
                {t('results.rangeText', { from: number(d.from), to: number(d.to) })}
              </th>
              <td className="py-1">
                <div className="flex items-center gap-2">
                  <div
                    aria-hidden="true"
                    className="h-3 rounded bg-brand-500"
                    style={{ width: `${(d.count / most) * 100}%`, minWidth: d.count ? '0.25rem' : 0 }}
                  />
                  <span className="tabular-nums">{number(d.count)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function QuestionShares({ questions }: { questions: QuizResults['questions'] }) {
  const { t } = useTranslation('admin-quizzes');
  const { number, percent } = useFormats();
  return (
    <section aria-labelledby="results-questions" className={panel}>
      <h2 id="results-questions" className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">
        {t('results.questions')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('results.questionsHint')}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className={th}>
                {t('results.question')}
              </th>
              <th scope="col" className={th}>
                {t('results.answered')}
              </th>
              <th scope="col" className={th}>
                {t('results.correct')}
              </th>
              <th scope="col" className={th}>
                {t('results.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {questions.map((q) => (
              <tr key={q._id} className="border-b border-slate-100 dark:border-slate-800">
                <td className="max-w-md py-2 pr-3 break-words">{q.text}</td>
                <td className="py-2 pr-3 tabular-nums">{number(q.answered)}</td>
                <td className="py-2 pr-3 tabular-nums">{number(q.correct)}</td>
                <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                  {percent(q.share === null ? null : q.share * 100)}
                  {q.share !== null && q.share < LOW_SHARE && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                      {t('results.checkKey')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AttemptRows({ attempts, onGrant }: { attempts: Attempt[]; onGrant: (a: Attempt) => void }) {
  const { t } = useTranslation('admin-quizzes');
  const { number, percent, when } = useFormats();
  return (
    <section aria-labelledby="results-attempts" className={panel}>
      <h2 id="results-attempts" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {t('results.attempts')}
      </h2>
      {attempts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('results.noAttempts')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className={th}>
                  {t('results.learner')}
                </th>
                <th scope="col" className={th}>
                  {t('results.number')}
                </th>
                <th scope="col" className={th}>
                  {t('results.submitted')}
                </th>
                <th scope="col" className={th}>
                  {t('results.score')}
                </th>
                <th scope="col" className={th}>
                  {t('results.outcome')}
                </th>
                <th scope="col" className={th}>
                  {t('results.extra')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('results.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((a) => (
                <tr key={a._id} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <td className="py-2 pr-3">
                    <div className="font-medium">{a.name}</div>
                    <div className="text-xs text-slate-500 dark:text-slate-400">{a.email}</div>
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{number(a.number)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {a.submittedAt ? when(a.submittedAt) : t('results.inProgress')}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                    {a.score === null || a.maxScore === null
                      ? '—'
                      : `${number(a.score, 2)} / ${number(a.maxScore, 2)} (${percent(a.percent)})`}
                  </td>
                  <td className="py-2 pr-3">
                    {a.passed === null ? '—' : t(a.passed ? 'results.passed' : 'results.failed')}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {t('results.extraText', { minutes: number(a.extraMinutes), attempts: number(a.extraAttempts) })}
                  </td>
                  <td className="py-2 whitespace-nowrap">
                    <Button variant="outline" size="sm" onClick={() => onGrant(a)}>
                      {t('results.grant', { name: a.name, n: number(a.number) })}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * A quiz's results (/admin/quiz-results/:quizId, issue 37): attempts, the score distribution, each question's share
 * of right answers (least often right first, to spot a wrong key), a CSV of the attempts, and extra time or another
 * attempt for one learner.
 */
export function QuizResultsPage() {
  const { quizId = '' } = useParams();
  const { t } = useTranslation(['admin-quizzes', 'admin']);
  const results = useQuizResults(quizId);
  const { number, percent } = useFormats();
  const [granting, setGranting] = useState<Attempt | null>(null);
  const [exporting, setExporting] = useState(false);
  const onExport = () => {
    setExporting(true);
    exportResultsCsv(quizId)
      .then((csv) => downloadCsv(csv, `quiz-results-${quizId}.csv`))
      .catch((error: unknown) => toast.error(errorMessage(error, t('results.exportFailed'))))
      .finally(() => setExporting(false));
  };

  if (results.isError)
    return (
      <QueryError message={errorMessage(results.error, t('admin:loadError'))} onRetry={() => void results.refetch()} />
    );
  const data = results.data;
  if (!data)
    return (
      <div className="space-y-4">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  const { summary } = data;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('results.title', { title: data.quiz.title })}
        actions={
          <>
            <ButtonLink to={`/admin/update-course/${data.quiz.courseId}`} variant="ghost">
              {t('bank.backToCourse')}
            </ButtonLink>
            <Button variant="outline" onClick={onExport} isLoading={exporting}>
              <HiDownload aria-hidden="true" className="h-4 w-4" />
              {t('results.export')}
            </Button>
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard label={t('results.summary.attempts')} value={number(summary.attempts)} />
        <StatCard label={t('results.summary.learners')} value={number(summary.learners)} />
        <StatCard label={t('results.summary.graded')} value={number(summary.graded)} />
        <StatCard label={t('results.summary.passed')} value={number(summary.passed)} />
        <StatCard label={t('results.summary.average')} value={percent(summary.averagePercent)} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Distribution distribution={data.distribution} />
        <QuestionShares questions={data.questions} />
      </div>
      <AttemptRows attempts={data.attempts} onGrant={setGranting} />
      {granting && (
        <GrantDialog key={granting._id} quizId={quizId} learner={granting} onClose={() => setGranting(null)} />
      )}
    </div>
  );
}
