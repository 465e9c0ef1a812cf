import { FaCheckCircle, FaTimesCircle } from 'react-icons/fa';
import { Link } from 'react-router';
import type { AnswerValue, Attempt, AttemptQuestion, Result, ReviewItem } from '#shared/learning/attempts.ts';
import { useLanguage, useTranslation } from '#web/i18n/react.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { formatNumber } from '#shared/numbers.ts';
import { formatRank, formatScore } from './format.ts';

/** After grading: the score, the percent, passed or not, the rank among first attempts, and the review if allowed. */
export function ResultView({
  result,
  attempt,
  passPercent,
  meritHref,
}: {
  result: Result;
  attempt: Attempt | undefined;
  passPercent: number;
  meritHref: string | null;
}) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  return (
    <section
      aria-labelledby="result-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="quiz-result"
    >
      <h3 id="result-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('quiz.resultHeading')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('quiz.score')} testId="quiz-score">
          {formatScore(result.score, result.maxScore, language)}
        </Figure>
        <Figure label={t('quiz.percent')} testId="quiz-percent">
          {`${formatNumber(result.percent, language, 2)}%`}
        </Figure>
        <Figure label={t('quiz.outcome')} testId="quiz-outcome">
          <span
            className={cn(
              'flex items-center gap-1.5',
              result.passed ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300',
            )}
          >
            {result.passed ? <FaCheckCircle aria-hidden="true" /> : <FaTimesCircle aria-hidden="true" />}
            {result.passed ? t('quiz.passed') : t('quiz.notPassed')}
          </span>
        </Figure>
        {result.rank !== null && (
          <Figure label={t('quiz.rank')} testId="quiz-rank">
            {formatRank(result.rank, result.of, language)}
          </Figure>
        )}
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('quiz.passMark', { percent: formatNumber(passPercent, language) })}
        {result.percentile !== null &&
          ` · ${t('quiz.percentile', { percent: formatNumber(result.percentile, language, 2) })}`}
      </p>
      {meritHref && (
        <Link
          to={meritHref}
          className="inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {t('quiz.meritLink')}
        </Link>
      )}
      {attempt?.review && <Review attempt={attempt} review={attempt.review} />}
    </section>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-lg font-bold text-slate-900 tabular-nums dark:text-white" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Each question with the answer given, the right one and the explanation (only ever from a graded attempt). */
function Review({ attempt, review }: { attempt: Attempt; review: readonly ReviewItem[] }) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const byId = new Map(review.map((r) => [r.questionId, r]));
  const given = new Map(attempt.answers.map((a) => [a.questionId, a.answer]));
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h4 className="font-bold text-slate-900 dark:text-white">{t('quiz.reviewHeading')}</h4>
      <ol className="space-y-3">
        {attempt.questions.map((question, index) => {
          const item = byId.get(question._id);
          if (!item) return null;
          return (
            <li
              key={question._id}
              className={cn(
                'rounded-xl border p-4',
                item.correct ? 'border-emerald-300 dark:border-emerald-800' : 'border-red-300 dark:border-red-800',
              )}
              data-testid="review-item"
            >
              <div className="mb-2 flex gap-2">
                <span className="font-bold">{formatNumber(index + 1, language)}.</span>
                <RichText html={question.text} className="min-w-0 flex-1 [&_img]:h-auto [&_img]:max-w-full" />
                <span className="shrink-0 text-sm font-semibold">
                  {item.correct ? t('quiz.right') : t('quiz.wrong')} ·{' '}
                  {t('quiz.earned', { points: formatNumber(item.earned, language, 2) })}
                </span>
              </div>
              <p className="text-sm">
                <span className="font-semibold">{t('quiz.yourAnswer')}: </span>
                {describeAnswer(question, given.get(question._id) ?? null) || t('quiz.noAnswer')}
              </p>
              <p className="text-sm">
                <span className="font-semibold">{t('quiz.rightAnswer')}: </span>
                {rightAnswer(question, item, language)}
              </p>
              {item.explanation && (
                <RichText
                  html={item.explanation}
                  className="mt-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800 [&_p]:mb-1"
                />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function describeAnswer(question: AttemptQuestion, answer: AnswerValue | null): string {
  if (answer === null) return '';
  if (Array.isArray(answer))
    return question.options
      .filter((o) => answer.includes(o._id))
      .map((o) => o.text)
      .join(', ');
  return String(answer);
}

function rightAnswer(question: AttemptQuestion, item: ReviewItem, language: string): string {
  if (question.type === 'numeric' && item.numericAnswer !== null)
    return item.tolerance > 0
      ? `${formatNumber(item.numericAnswer, language)} ± ${formatNumber(item.tolerance, language)}`
      : formatNumber(item.numericAnswer, language);
  if (question.type === 'short_text') return item.acceptedAnswers.join(' / ');
  return describeAnswer(question, item.correctOptionIds);
}
