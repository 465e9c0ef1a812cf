import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Language } from '#shared/bilingual.ts';
import type { LearnerQuiz, Result } from '#shared/learning/attempts.ts';
import { attemptQuery, quizKeys, startAttempt, useQuizForLesson } from '#web/api/quiz-attempts.ts';
import { learningKeys } from '#web/api/learning.ts';
import { useLanguage, useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatNumber } from '#shared/numbers.ts';
import { useNeedsConnection } from '#web/lib/online.ts';
import { AttemptView } from './attempt-view.tsx';
import { formatMoment, formatScore } from './format.ts';
import { clearOutbox } from './outbox.ts';
import { ResultView } from './result-view.tsx';

/** The start's refusals, by the server's code, in the reader's language. */
const START_ERRORS: Record<string, string> = {
  no_attempts_left: 'quiz.errors.noneLeft',
  quiz_not_open: 'quiz.errors.notOpen',
  not_course_owner: 'quiz.errors.notOwner',
  quiz_not_found: 'quiz.errors.notFound',
};

export const meritPath = (courseId: string, quiz: Pick<LearnerQuiz, '_id' | 'lessonId'>) =>
  `/course-access/${courseId}/merit/${quiz._id}?lesson=${quiz.lessonId}`;

/**
 * A quiz lesson (issue 37): what the quiz is and the learner's attempts, then an attempt (started, or the one in
 * progress resumed), then its result. Owners of the course take it; admins preview it (never ranked).
 */
export function QuizLesson({ lessonId, courseId, admin }: { lessonId: string; courseId: string; admin: boolean }) {
  const { t } = useTranslation('learning');
  const language = useLanguage() as Language;
  const client = useQueryClient();
  const quiz = useQuizForLesson(lessonId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const needsConnection = useNeedsConnection();

  if (quiz.isPending) return <Skeleton className="h-64 w-full" />;
  if (quiz.isError) {
    const code = quiz.error instanceof ApiError ? quiz.error.code : '';
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm dark:border-slate-800 dark:bg-slate-900">
        {t(START_ERRORS[code] ?? 'quiz.errors.load')}
      </p>
    );
  }
  const data = quiz.data;
  // The attempt in progress stays on screen once graded, when the quiz no longer lists it as open.
  if (chosen === null && data.openAttemptId) setChosen(data.openAttemptId);
  const attemptId = chosen ?? data.openAttemptId;
  const left = data.attemptsAllowed === null ? null : data.attemptsAllowed - data.attemptsUsed;

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const attempt = await startAttempt(data._id, language);
      client.setQueryData(attemptQuery(attempt._id, language).queryKey, attempt);
      setChosen(attempt._id);
      void client.invalidateQueries({ queryKey: quizKeys.forLesson(lessonId) });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      setStartError(t(START_ERRORS[code] ?? 'quiz.errors.start'));
    } finally {
      setStarting(false);
    }
  };

  const graded = () => {
    void client.invalidateQueries({ queryKey: quizKeys.all });
    // a passed quiz completes its lesson: the outline and the progress move
    void client.invalidateQueries({ queryKey: learningKeys.content(courseId) });
  };

  return (
    <div className="space-y-4" data-testid="quiz-lesson">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3" data-testid="quiz-facts">
          <Fact label={t('quiz.questions')}>{formatNumber(data.questionCount, language)}</Fact>
          <Fact label={t('quiz.timeLimit')}>
            {data.timeLimitMinutes === null ? t('quiz.untimed') : t('quiz.minutes', { count: data.timeLimitMinutes })}
          </Fact>
          <Fact label={t('quiz.attempts')}>
            {data.attemptsAllowed === null
              ? t('quiz.unlimited')
              : t('quiz.attemptsUsed', {
                  used: formatNumber(data.attemptsUsed, language),
                  allowed: formatNumber(data.attemptsAllowed, language),
                })}
          </Fact>
          <Fact label={t('quiz.passMarkLabel')}>{`${formatNumber(data.passPercent, language)}%`}</Fact>
          {data.opensAt && <Fact label={t('quiz.opensAt')}>{formatMoment(data.opensAt, language)}</Fact>}
          {data.closesAt && <Fact label={t('quiz.closesAt')}>{formatMoment(data.closesAt, language)}</Fact>}
          {data.negativeMark > 0 && (
            <Fact label={t('quiz.negativeMark')}>{`−${formatNumber(data.negativeMark, language)}`}</Fact>
          )}
        </dl>
        {data.attempts.some((a) => a.submittedAt) && (
          <ul className="mt-4 space-y-1 text-sm" aria-label={t('quiz.pastAttempts')}>
            {data.attempts
              .filter((a) => a.submittedAt && a.score !== null)
              .map((a) => (
                <li key={a._id} className="flex flex-wrap items-center gap-2">
                  <span>{t('quiz.attemptNumber', { number: formatNumber(a.number, language) })}</span>
                  <span className="tabular-nums">{formatScore(a.score!, a.maxScore ?? 0, language)}</span>
                  <span>{a.passed ? t('quiz.passed') : t('quiz.notPassed')}</span>
                  {attemptId !== a._id && (
                    <button
                      type="button"
                      className="font-semibold text-brand-700 underline dark:text-brand-100"
                      onClick={() => setChosen(a._id)}
                    >
                      {t('quiz.seeResult')}
                    </button>
                  )}
                </li>
              ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {!attemptId && (left === null || left > 0) && (
            <Button onClick={() => void start()} isLoading={starting} {...needsConnection}>
              {data.attemptsUsed > 0 ? t('quiz.startAgain') : t('quiz.start')}
            </Button>
          )}
          {!attemptId && left !== null && left <= 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('quiz.errors.noneLeft')}</p>
          )}
          {data.timeLimitMinutes !== null && (
            <Link
              to={meritPath(courseId, data)}
              className="text-sm font-semibold text-brand-700 underline dark:text-brand-100"
            >
              {t('quiz.meritLink')}
            </Link>
          )}
        </div>
        {startError && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700 dark:text-red-300">
            {startError}
          </p>
        )}
      </section>
      {attemptId && (
        <AttemptPart
          key={attemptId}
          attemptId={attemptId}
          language={language}
          quiz={data}
          courseId={courseId}
          preview={admin}
          canRetry={left === null || left > 0}
          onGraded={graded}
          onAgain={() => {
            setChosen(null);
            void start();
          }}
        />
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** One attempt: answering while it is open, its result once graded. */
function AttemptPart({
  attemptId,
  language,
  quiz,
  courseId,
  preview,
  canRetry,
  onGraded,
  onAgain,
}: {
  attemptId: string;
  language: Language;
  quiz: LearnerQuiz;
  courseId: string;
  preview: boolean;
  canRetry: boolean;
  onGraded: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation('learning');
  const client = useQueryClient();
  const attempt = useQuery(attemptQuery(attemptId, language));
  const [result, setResult] = useState<Result | null>(null);
  const closed = Boolean(attempt.data?.result);
  // Graded elsewhere (the server at the deadline, another tab): what this browser still held can never be saved.
  useEffect(() => {
    if (closed) void clearOutbox(attemptId);
  }, [closed, attemptId]);
  if (attempt.isPending) return <Skeleton className="h-64 w-full" />;
  if (attempt.isError) return <p className="text-sm">{t('quiz.errors.load')}</p>;
  const shown = result ?? attempt.data.result;
  if (shown) {
    return (
      <div className="space-y-3">
        <ResultView
          result={shown}
          attempt={attempt.data.result ? attempt.data : undefined}
          passPercent={quiz.passPercent}
          meritHref={shown.rank !== null ? meritPath(courseId, quiz) : null}
        />
        {canRetry && (
          <Button variant="outline" onClick={onAgain}>
            {t('quiz.startAgain')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <AttemptView
      attempt={attempt.data}
      preview={preview}
      onGraded={(graded) => {
        setResult(graded);
        onGraded();
        // the review, when the quiz shows it, comes with the graded attempt
        void client.invalidateQueries({ queryKey: attemptQuery(attemptId, language).queryKey });
      }}
    />
  );
}
