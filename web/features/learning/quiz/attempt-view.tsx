import { useEffect, useRef, useState } from 'react';
import { FaCloud, FaExclamationTriangle, FaRegClock } from 'react-icons/fa';
import type { Result } from '#shared/learning/attempts.ts';
import type { ReceivedAttempt } from '#web/api/quiz-attempts.ts';
import { useLanguage, useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { formatNumber } from '#shared/numbers.ts';
import { useOnline } from '#web/lib/online.ts';
import { formatClock } from './format.ts';
import { QuestionField } from './question-field.tsx';
import { useQuizAttempt } from './use-attempt.ts';

const answered = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * An attempt in progress: every question in one list (keyboard and 375 px friendly), the server's countdown, what
 * is saved and what waits for the network, and the submit.
 */
export function AttemptView({
  attempt,
  preview,
  onGraded,
}: {
  attempt: ReceivedAttempt;
  preview: boolean;
  onGraded: (result: Result) => void;
}) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const online = useOnline();
  const session = useQuizAttempt(attempt, onGraded);
  const [confirming, setConfirming] = useState(false);
  // The submit button gives way to the question "Submit anyway?": focus moves to its answer and back again, so a
  // keyboard or screen-reader user is not dropped at the top of the page.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asked.current) submitRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const count = attempt.questions.filter((q) => answered(session.answers[q._id])).length;
  const total = attempt.questions.length;
  const locked = session.submitting || session.timeUp;
  const lowTime = session.left !== null && session.left <= 60_000;

  const status = !online
    ? t('quiz.offline', { count: session.pending })
    : session.pending > 0
      ? t('quiz.saving')
      : t('quiz.allSaved');

  return (
    <section aria-labelledby="attempt-heading" className="space-y-4" data-testid="quiz-attempt">
      <h3 id="attempt-heading" className="sr-only">
        {t('quiz.attemptHeading')}
      </h3>
      {preview && (
        <p className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
          {t('quiz.previewNote')}
        </p>
      )}
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white/95 px-4 py-2 text-sm shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        {session.left !== null && (
          <span
            className={cn(
              'flex items-center gap-1.5 font-bold tabular-nums',
              lowTime ? 'text-red-700 dark:text-red-300' : 'text-slate-900 dark:text-white',
            )}
          >
            <FaRegClock aria-hidden="true" />
            <span className="sr-only">{t('quiz.timeLeft')}</span>
            <span role="timer" data-testid="quiz-timer">
              {formatClock(session.left, language)}
            </span>
          </span>
        )}
        <span data-testid="quiz-answered">
          {t('quiz.answeredOf', { answered: formatNumber(count, language), total: formatNumber(total, language) })}
        </span>
        <span
          className={cn(
            'ml-auto flex items-center gap-1.5',
            online ? 'text-slate-600 dark:text-slate-400' : 'font-semibold text-amber-800 dark:text-amber-200',
          )}
          data-testid="quiz-save-status"
        >
          <FaCloud aria-hidden="true" />
          {status}
        </span>
      </div>
      <div aria-live="assertive" className="empty:hidden" data-testid="quiz-warning">
        {session.timeUp ? (
          <p className="rounded-xl bg-red-50 px-4 py-2 text-sm font-semibold text-red-800 dark:bg-red-900/40 dark:text-red-100">
            {t('quiz.timeUp')}
          </p>
        ) : session.warning !== null ? (
          <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
            <FaExclamationTriangle aria-hidden="true" />
            {t('quiz.minutesLeft', { count: session.warning })}
          </p>
        ) : null}
      </div>
      <ol className="space-y-3">
        {attempt.questions.map((question, index) => {
          const refusal = session.refusals[question._id];
          return (
            <QuestionField
              key={question._id}
              question={question}
              index={index}
              value={session.answers[question._id]}
              disabled={locked}
              note={refusal ? t(`quiz.refused.${refusal}`) : undefined}
              onAnswer={(value) => session.answer(question._id, value)}
            />
          );
        })}
      </ol>
      {session.submitRefused && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {session.submitRefused}
        </p>
      )}
      {session.submitting ? (
        <p role="status" className="rounded-xl bg-slate-100 px-4 py-3 text-sm dark:bg-slate-800">
          {online ? t('quiz.submitting') : t('quiz.submitWhenOnline')}
        </p>
      ) : confirming ? (
        <div
          role="group"
          aria-labelledby="confirm-submit"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setConfirming(false);
          }}
          className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-900/30"
        >
          <p id="confirm-submit" className="text-sm font-semibold text-amber-900 dark:text-amber-100">
            {t('quiz.unanswered', { count: total - count })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button ref={confirmRef} onClick={() => void session.submit()}>
              {t('quiz.submitAnyway')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('quiz.keepAnswering')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={submitRef}
          size="lg"
          className="w-full sm:w-auto"
          disabled={session.timeUp}
          onClick={() => (count < total ? setConfirming(true) : void session.submit())}
        >
          {t('quiz.submit')}
        </Button>
      )}
    </section>
  );
}
