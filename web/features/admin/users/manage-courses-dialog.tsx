import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { type AdminUser, type AssignableRole, roleOf } from '#shared/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { Field } from '../ui/form-controls.tsx';
import { useChangeRole } from '#web/api/admin-users.ts';
import { CourseEnrolments } from './course-enrolments.tsx';
import { RoleSelect } from './role-select.tsx';

/** Manage Courses: add and remove the user's courses, and a role select with Apply (admin-side §2, §4). */
export function ManageCoursesDialog({
  user,
  canGrantSuper,
  onClose,
}: {
  user: AdminUser;
  canGrantSuper: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  // The select keeps the chosen role after a failure, so Apply can be tried again.
  const changeRole = useChangeRole({ errorToast: t('toasts.roleFailed') });
  const current = roleOf(user);
  const [role, setRole] = useState<AssignableRole>(current);

  const onApply = () => {
    changeRole.mutate({ email: user.email, role }, { onSuccess: () => toast.success(t('toasts.roleUpdated')) });
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('courses.title')}
      description={t('courses.description', { name: user.name, email: user.email })}
      wide
    >
      <div className="space-y-6">
        <CourseEnrolments user={user} />
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-end dark:border-slate-800">
          <Field label={t('role.label')} htmlFor={`${id}-role`} className="min-w-0 flex-1">
            <RoleSelect id={`${id}-role`} value={role} onChange={setRole} canGrantSuper={canGrantSuper} />
          </Field>
          <Button onClick={onApply} disabled={role === current} isLoading={changeRole.isPending}>
            {t('role.apply')}
          </Button>
        </div>
      </div>
    </AdminDialog>
  );
}
