import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiAcademicCap, HiTrash, HiUserGroup } from 'react-icons/hi';
import { BULK_ROLES } from '#shared/admin-users.ts';
import type { BulkAnswer, BulkRefusal } from '#shared/bulk.ts';
import { useBulkAddToCourse, useBulkChangeRole, useBulkDeleteUsers } from '#web/api/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminDialog, ConfirmDialog, DialogButtons } from '../ui/admin-dialog.tsx';
import { showBulkResult } from '../ui/bulk-result.ts';
import { Field, inputClass } from '../ui/form-controls.tsx';
import { BulkBar, type RowSelection } from '../ui/row-selection.tsx';
import { useCourseOptions } from '#web/api/courses.ts';
import { ROLE_KEYS } from './users-model.ts';

type Action = 'role' | 'delete' | 'enrol';

/**
 * User Management's bulk actions on the selected rows (issue 13): change role (User or Admin), delete, and enrol in
 * a course, each asked first with the number of users it touches. The server applies the single actions' rules to
 * every row and answers which it refused and why; the toast says so.
 */
export function UserBulkActions({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const id = useId();
  const [open, setOpen] = useState<Action | null>(null);
  const [role, setRole] = useState<(typeof BULK_ROLES)[number]>('admin');
  const [courseId, setCourseId] = useState('');
  const courses = useCourseOptions(open === 'enrol');
  const changeRole = useBulkChangeRole({ errorToast: t('bulk.failed.role') });
  const remove = useBulkDeleteUsers({ errorToast: t('bulk.failed.delete') });
  const enrol = useBulkAddToCourse({ errorToast: t('bulk.failed.enrol') });
  const count = selection.count;
  const userIds = selection.selected;

  const reason = (action: Action) => (refusal: BulkRefusal) => {
    const key = refusal.code === 'super_admin_required' ? `${action}_super_admin_required` : (refusal.code as string);
    return t(`bulk.reasons.${key}`, { defaultValue: '' }) || undefined;
  };
  const finished = (action: Action) => (answer: BulkAnswer) => {
    showBulkResult(t, answer, {
      done: (n) => t(`bulk.done.${action}`, { count: n }),
      skipped: action === 'delete' ? undefined : (n) => t(`bulk.skipped.${action}`, { count: n }),
      reason: reason(action),
    });
    setOpen(null);
    selection.clear();
  };
  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  return (
    <>
      <BulkBar selection={selection} label={t('bulk.label')}>
        <Button variant="outline" size="sm" disabled={count === 0} onClick={() => setOpen('role')}>
          <HiUserGroup aria-hidden="true" className="h-4 w-4" />
          {t('bulk.changeRole')}
        </Button>
        <Button variant="outline" size="sm" disabled={count === 0} onClick={() => setOpen('enrol')}>
          <HiAcademicCap aria-hidden="true" className="h-4 w-4" />
          {t('bulk.enrol')}
        </Button>
        <Button variant="outline" size="sm" disabled={count === 0} onClick={() => setOpen('delete')}>
          <HiTrash aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />
          {t('bulk.delete')}
        </Button>
      </BulkBar>
      <AdminDialog
        open={open === 'role'}
        onOpenChange={close}
        title={t('bulk.roleTitle', { count })}
        description={t('bulk.roleDescription')}
      >
        <Field label={t('bulk.newRole')} htmlFor={`${id}-role`}>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as typeof role)}
            className={inputClass}
          >
            {BULK_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(ROLE_KEYS[value])}
              </option>
            ))}
          </select>
        </Field>
        <DialogButtons
          confirmLabel={t('bulk.changeRole')}
          isPending={changeRole.isPending}
          onConfirm={() => changeRole.mutate({ userIds, role }, { onSuccess: finished('role') })}
        />
      </AdminDialog>
      <AdminDialog
        open={open === 'enrol'}
        onOpenChange={close}
        title={t('bulk.enrolTitle', { count })}
        description={t('bulk.enrolDescription')}
      >
        <Field label={t('bulk.course')} htmlFor={`${id}-course`}>
          <select
            id={`${id}-course`}
            value={courseId}
            onChange={(event) => setCourseId(event.target.value)}
            disabled={!courses.data}
            className={inputClass}
          >
            <option value="">{courses.isError ? t('courses.loadError') : t('courses.placeholder')}</option>
            {(courses.data ?? []).map((course) => (
              <option key={course._id} value={course._id}>
                {course.name}
              </option>
            ))}
          </select>
        </Field>
        <DialogButtons
          confirmLabel={t('bulk.enrolConfirm')}
          disabled={!courseId}
          isPending={enrol.isPending}
          onConfirm={() => enrol.mutate({ userIds, courseId }, { onSuccess: finished('enrol') })}
        />
      </AdminDialog>
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={close}
        title={t('bulk.deleteTitle', { count })}
        description={t('bulk.deleteDescription')}
        confirmLabel={t('admin:delete')}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate({ userIds }, { onSuccess: finished('delete') })}
      />
    </>
  );
}
