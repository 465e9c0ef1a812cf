import { useTranslation } from '#web/i18n/react.tsx';
import type { Completion } from '#shared/learning/progress.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * What a learner has left under the course's completion rule, as one line: "2 lessons and the quiz “Final test”
 * left" (issue 33), in the reader's language with its digits; "Course completed" once the rule was met.
 */
export function remainingText(completion: Pick<Completion, 'completed' | 'remaining'>, t: Translate, language: string) {
  if (completion.completed) return t('remaining.done');
  const { lessons, quizzes } = completion.remaining;
  const titles = new Intl.ListFormat(language, { type: 'conjunction' }).format(quizzes.map((q) => `“${q.title}”`));
  const quizPart =
    quizzes.length === 1 ? t('remaining.quiz', { title: quizzes[0]!.title }) : t('remaining.quizzes', { titles });
  const lessonPart = t('remaining.lessons', { count: lessons });
  if (lessons > 0 && quizzes.length > 0) return t('remaining.bothLeft', { lessons: lessonPart, quizzes: quizPart });
  if (quizzes.length > 0) return t('remaining.quizzesLeft', { quizzes: quizPart });
  return t('remaining.lessonsLeft', { lessons: lessonPart });
}

export function CompletionLeft({ completion }: { completion: Pick<Completion, 'completed' | 'remaining'> }) {
  const { t, i18n } = useTranslation('learning');
  return (
    <p
      className={
        completion.completed
          ? 'mt-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300'
          : 'mt-1 text-xs text-slate-600 dark:text-slate-400'
      }
      data-testid="completion-left"
    >
      {remainingText(completion, t, i18n.language)}
    </p>
  );
}
