import { type ReactNode, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiEye, HiEyeOff, HiTrash } from 'react-icons/hi';
import type { BulkAnswer } from '#shared/bulk.ts';
import { useBulkCourseVisibility, useBulkDeleteCourses } from '#web/api/courses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '../../ui/admin-dialog.tsx';
import { showBulkResult } from '../../ui/bulk-result.ts';
import { BulkBar, type RowSelection } from '../../ui/row-selection.tsx';

type Action = 'hide' | 'unhide' | 'delete';

/**
 * Course Management's bulk actions on the selected rows (issue 13): hide, unhide and delete, each asked first with
 * the number of courses it touches; the toast says how many changed, were already so, or were refused.
 */
export function CourseBulkActions({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const [open, setOpen] = useState<Action | null>(null);
  const visibility = useBulkCourseVisibility({ errorToast: t(`bulk.failed.${open === 'unhide' ? 'unhide' : 'hide'}`) });
  const remove = useBulkDeleteCourses({ errorToast: t('bulk.failed.delete') });
  const count = selection.count;
  const courseIds = selection.selected;

  const finished = (action: Action) => (answer: BulkAnswer) => {
    showBulkResult(t, answer, {
      done: (n) => t(`bulk.done.${action}`, { count: n }),
      skipped: action === 'delete' ? undefined : (n) => t(`bulk.skipped.${action}`, { count: n }),
      reason: (refusal) => t(`bulk.reasons.${refusal.code}`, { defaultValue: '' }) || undefined,
    });
    setOpen(null);
    selection.clear();
  };
  const onConfirm = () => {
    if (open === 'delete') remove.mutate({ courseIds }, { onSuccess: finished('delete') });
    else if (open) visibility.mutate({ courseIds, isActive: open === 'unhide' }, { onSuccess: finished(open) });
  };
  const button = (action: Action, icon: ReactNode) => (
    <Button variant="outline" size="sm" disabled={count === 0} onClick={() => setOpen(action)}>
      {icon}
      {t(`bulk.${action}`)}
    </Button>
  );

  return (
    <>
      <BulkBar selection={selection} label={t('bulk.label')}>
        {button('hide', <HiEyeOff aria-hidden="true" className="h-4 w-4" />)}
        {button('unhide', <HiEye aria-hidden="true" className="h-4 w-4" />)}
        {button('delete', <HiTrash aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />)}
      </BulkBar>
      <ConfirmDialog
        open={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={open ? t(`bulk.${open}Title`, { count }) : ''}
        description={open ? t(`bulk.${open}Description`) : ''}
        confirmLabel={open ? t(`bulk.${open}`) : ''}
        danger={open === 'delete'}
        isPending={remove.isPending || visibility.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
