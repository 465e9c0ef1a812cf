import { useTranslation } from '#web/i18n/react.tsx';
import { relativeDay } from '#shared/dates.ts';

/** Today, Yesterday, N days ago (up to 3) or a formatted date (learner-side §9), in the UI language. */
export function RelativeDate({ value, className }: { value: string; className?: string }) {
  const { t, i18n } = useTranslation('course-card');
  const day = relativeDay(value, new Date(), undefined, i18n.language);
  const text =
    day.kind === 'today'
      ? t('date.today')
      : day.kind === 'yesterday'
        ? t('date.yesterday')
        : day.kind === 'daysAgo'
          ? t('date.daysAgo', { count: day.days })
          : day.text;
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
