import { type Dispatch, useState } from 'react';
import { pick, type Language } from '#shared/bilingual.ts';
import { HiArrowDown, HiArrowUp, HiChartBar, HiPencil, HiTrash } from 'react-icons/hi';
import { toast } from 'sonner';
import { useCourseQuizzes } from '#web/api/question-bank.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { QuizDialog } from '../../quizzes/quiz-dialog.tsx';
import { WIZARD_MESSAGES } from './wizard-checks.ts';
import type { LessonDraft, WizardAction } from './wizard-state.ts';

/**
 * A quiz lesson in the wizard: its title and settings at a glance, Edit quiz (the quiz form), its results, Move up /
 * Move down and delete like any lesson. Its settings are saved by the quiz form; the wizard keeps the lesson by id.
 */
export function QuizLesson({
  courseId,
  sectionKey,
  primary,
  lesson,
  index,
  count,
  dispatch,
}: {
  courseId: string | undefined;
  sectionKey: string;
  primary: Language;
  lesson: LessonDraft;
  index: number;
  count: number;
  dispatch: Dispatch<WizardAction>;
}) {
  const { t } = useTranslation('admin-quizzes');
  const quizzes = useCourseQuizzes(courseId);
  const quiz = quizzes.data?.find((q) => q.lessonId === lesson._id);
  const [isEditing, setEditing] = useState(false);
  const title = pick(lesson.title, primary).text.trim() || t('quiz.untitled');
  const move = (to: number) => dispatch({ type: 'moveLesson', section: sectionKey, from: index, to });
  const remove = () => {
    if (count <= 1) toast.error(WIZARD_MESSAGES.lastLessonOfSection);
    else dispatch({ type: 'removeLesson', section: sectionKey, lesson: lesson.key });
  };
  const facts = quiz
    ? [
        t('quiz.factQuestions', { count: quiz.questionCount }),
        quiz.timeLimitMinutes ? t('quiz.factMinutes', { count: quiz.timeLimitMinutes }) : t('quiz.factUntimed'),
        quiz.attemptsAllowed ? t('quiz.factAttempts', { count: quiz.attemptsAllowed }) : t('quiz.factUnlimited'),
        t('quiz.factPass', { percent: quiz.passPercent }),
      ]
    : [];
  return (
    <article
      aria-label={t('quiz.lessonLabel', { n: index + 1, title })}
      className="rounded-xl border border-brand-200 bg-brand-50/40 p-3 dark:border-brand-900 dark:bg-slate-950"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{t('quiz.badge')}</span>
        <h4 className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('quiz.lessonHeading', { n: index + 1, title })}
        </h4>
        <Button
          variant="ghost"
          size="icon"
          disabled={index === 0}
          aria-label={t('quiz.moveLessonUp', { title })}
          onClick={() => move(index - 1)}
        >
          <HiArrowUp aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          disabled={index === count - 1}
          aria-label={t('quiz.moveLessonDown', { title })}
          onClick={() => move(index + 1)}
        >
          <HiArrowDown aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('quiz.deleteLesson', { title })} onClick={remove}>
          <HiTrash aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />
        </Button>
      </div>
      {facts.length > 0 && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{facts.join(' · ')}</p>}
      {quiz && courseId && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <HiPencil aria-hidden="true" className="h-4 w-4" />
            {t('quiz.edit', { title })}
          </Button>
          <ButtonLink to={`/admin/quiz-results/${quiz._id}`} variant="outline" size="sm">
            <HiChartBar aria-hidden="true" className="h-4 w-4" />
            {t('quiz.results', { title })}
          </ButtonLink>
        </div>
      )}
      {isEditing && quiz && courseId && (
        <QuizDialog
          courseId={courseId}
          target={{ quizId: quiz._id }}
          onSaved={(saved) =>
            dispatch({
              type: 'updateLesson',
              section: sectionKey,
              lesson: lesson.key,
              // the quiz form renames the lesson in the primary language; the other is kept
              patch: { title: { ...lesson.title, [primary]: saved.title } },
              stored: true,
            })
          }
          onClose={() => setEditing(false)}
        />
      )}
    </article>
  );
}
