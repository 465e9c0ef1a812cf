import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { AssignableRole } from '#shared/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { Field, inputClass } from '../ui/form-controls.tsx';
import { useAddMember } from '#web/api/admin-users.ts';
import { RoleSelect } from './role-select.tsx';

/** Team mode's Add New Member: name, e-mail (type email) and role; the form is kept when the server refuses. */
export function AddMemberDialog({ canGrantSuper, onClose }: { canGrantSuper: boolean; onClose: () => void }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const id = useId();
  const addMember = useAddMember({ errorToast: t('toasts.memberFailed') });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('admin');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    addMember.mutate(
      { name, email, role },
      {
        onSuccess: (answer) => {
          toast.success(answer.created ? answer.message : t('toasts.memberRoleUpdated'));
          onClose();
        },
      },
    );
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('member.title')}
      description={t('member.description')}
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <Field label={t('member.name')} htmlFor={`${id}-name`} required>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoComplete="off"
            className={inputClass}
          />
        </Field>
        <Field label={t('member.email')} htmlFor={`${id}-email`} required>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            autoComplete="off"
            className={inputClass}
          />
        </Field>
        <Field label={t('member.role')} htmlFor={`${id}-role`}>
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} canGrantSuper={canGrantSuper} />
        </Field>
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('admin:cancel')}
          </Button>
          <Button type="submit" isLoading={addMember.isPending}>
            {t('member.submit')}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
