import { useTranslation } from '#web/i18n/react.tsx';
import { useUnansweredQuestions } from '#web/api/questions.ts';
import { badgeText } from '#web/components/ui/bell-popover.tsx';

/** The sidebar's count of questions waiting for an answer beside "Questions" ("9+" above nine, like the bell). */
export function UnansweredQuestionsBadge() {
  const { t } = useTranslation('admin');
  const count = useUnansweredQuestions().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="unanswered-questions-badge"
      className="ml-auto flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
    >
      <span aria-hidden="true">{badgeText(count)}</span>
      <span className="sr-only">{` ${t('nav.questionsUnread', { count })}`}</span>
    </span>
  );
}
