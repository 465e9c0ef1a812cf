import { useTranslation } from '#web/i18n/react.tsx';
import { HiAdjustments, HiCollection, HiEye, HiEyeOff, HiPencil, HiTrash } from 'react-icons/hi';
import type { AdminCourseListItem as AdminCourse } from '#shared/catalogue/admin.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { courseTitle } from './course-figures.ts';

export interface RowHandlers {
  onToggle: (course: AdminCourse) => void;
  onDelete: (course: AdminCourse) => void;
  onOverride: (course: AdminCourse) => void;
  togglingId: string | null;
}

/** Edit, hide/unhide, delete and override of one course; every icon button is named with the course. */
export function CourseRowActions({
  course,
  onToggle,
  onDelete,
  onOverride,
  togglingId,
}: RowHandlers & { course: AdminCourse }) {
  const { t } = useTranslation('admin-courses');
  const name = courseTitle(course);
  const icon = 'h-4 w-4';
  return (
    <div className="flex items-center gap-1">
      <ButtonLink
        to={`/admin/update-course/${course._id}`}
        variant="ghost"
        size="icon"
        aria-label={t('actions.edit', { name })}
        title={t('actions.editShort')}
      >
        <HiPencil aria-hidden="true" className={icon} />
      </ButtonLink>
      <ButtonLink
        to={`/admin/question-bank/${course._id}`}
        variant="ghost"
        size="icon"
        aria-label={t('actions.questionBank', { name })}
        title={t('actions.questionBankShort')}
      >
        <HiCollection aria-hidden="true" className={icon} />
      </ButtonLink>
      <Button
        variant="ghost"
        size="icon"
        isLoading={togglingId === course._id}
        onClick={() => onToggle(course)}
        aria-label={course.isActive ? t('actions.hide', { name }) : t('actions.unhide', { name })}
        title={course.isActive ? t('actions.hideShort') : t('actions.unhideShort')}
      >
        {togglingId !== course._id &&
          (course.isActive ? (
            <HiEyeOff aria-hidden="true" className={icon} />
          ) : (
            <HiEye aria-hidden="true" className={icon} />
          ))}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onOverride(course)}
        aria-label={t('actions.override', { name })}
        title={t('actions.overrideShort')}
      >
        <HiAdjustments aria-hidden="true" className={icon} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(course)}
        aria-label={t('actions.delete', { name })}
        title={t('actions.deleteShort')}
      >
        <HiTrash aria-hidden="true" className={`${icon} text-red-600 dark:text-red-400`} />
      </Button>
    </div>
  );
}
