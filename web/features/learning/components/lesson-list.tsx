import { useTranslation } from '#web/i18n/react.tsx';
import { FaCheckCircle, FaClipboardCheck, FaFileAlt, FaLock, FaPlayCircle } from 'react-icons/fa';
import { formatDuration } from '#shared/dates.ts';
import { hasBengali } from '#shared/text.ts';
import { fallbackLang } from '#web/lib/fallback-lang.ts';
import { groupBySection } from '#web/components/course/lesson-groups.ts';
import { cn } from '#web/components/ui/cn.ts';
import type { AccessLesson } from './types.ts';

/** The lesson list grouped by section; lessons the caller may not open are dimmed and blocked (learner-side §4). */
export function LessonList({
  lessons,
  active,
  canOpen,
  onOpen,
}: {
  lessons: readonly AccessLesson[];
  active: number;
  canOpen: (lesson: AccessLesson) => boolean;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('learning');
  return (
    <nav
      aria-label={t('lessons')}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="border-b border-slate-200 px-4 py-3 font-bold text-slate-900 dark:border-slate-800 dark:text-white">
        {t('lessons')}
      </h2>
      <div className="max-h-[70vh] overflow-y-auto">
        {groupBySection(lessons).map((group, g) => (
          <div key={`${group.section}-${g}`}>
            <h3
              className={cn(
                'bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100',
                hasBengali(group.section) && 'font-bengali',
              )}
              lang={group.sectionLang}
            >
              {group.section}
              <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-300">
                {formatDuration(group.minutes)}
              </span>
            </h3>
            <ul>
              {group.lessons.map(({ lesson, index }) => {
                const open = canOpen(lesson);
                const current = index === active;
                return (
                  <li key={lesson._id}>
                    <button
                      type="button"
                      onClick={() => open && onOpen(index)}
                      aria-disabled={!open || undefined}
                      aria-current={current ? 'true' : undefined}
                      data-testid="lesson-item"
                      data-locked={!open || undefined}
                      className={cn(
                        'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                        current
                          ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-brand-900/40 dark:text-white'
                          : 'text-slate-800 dark:text-slate-200',
                        open ? 'hover:bg-slate-50 dark:hover:bg-slate-800' : 'cursor-not-allowed opacity-50',
                      )}
                    >
                      {!open ? (
                        <FaLock aria-hidden="true" className="shrink-0" />
                      ) : lesson.isCompleted ? (
                        <FaCheckCircle aria-hidden="true" className="shrink-0 text-emerald-600" />
                      ) : lesson.type === 'quiz' ? (
                        <FaClipboardCheck aria-hidden="true" className="shrink-0 text-brand-600" />
                      ) : lesson.type === 'article' ? (
                        <FaFileAlt aria-hidden="true" className="shrink-0 text-brand-600" />
                      ) : (
                        <FaPlayCircle aria-hidden="true" className="shrink-0 text-brand-600" />
                      )}
                      <span
                        className={cn('flex-1', hasBengali(lesson.title) && 'font-bengali')}
                        lang={fallbackLang(lesson.fallbacks, 'title')}
                      >
                        {lesson.title}
                        {lesson.type !== 'video' && (
                          <span className="sr-only"> ({t(`lessonType.${lesson.type}`)})</span>
                        )}
                        {!open && <span className="sr-only"> ({t('locked')})</span>}
                        {lesson.isCompleted && <span className="sr-only"> ({t('completed')})</span>}
                      </span>
                      {lesson.videoLength > 0 && (
                        <span className="shrink-0 text-xs font-normal">{formatDuration(lesson.videoLength)}</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
