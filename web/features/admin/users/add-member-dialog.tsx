import { useId } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { type AddMemberBody, AddMemberBodySchema } from '#shared/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { ControlledField, InputField } from '#web/components/ui/form/form-field.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { useAddMember } from '#web/api/admin-users.ts';
import { RoleSelect } from './role-select.tsx';

/**
 * Team mode's Add New Member: name, e-mail and role, checked by the shared schema the server uses (messages in the
 * reader's language, never the browser's bubbles); the form is kept when the server refuses.
 */
export function AddMemberDialog({ canGrantSuper, onClose }: { canGrantSuper: boolean; onClose: () => void }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const id = useId();
  const addMember = useAddMember({ errorToast: t('toasts.memberFailed') });
  const form = useSchemaForm<AddMemberBody>({
    schema: AddMemberBodySchema,
    defaultValues: { name: '', email: '', role: 'admin' },
  });

  const onSubmit = (body: AddMemberBody) =>
    addMember.mutate(body, {
      onSuccess: (answer) => {
        toast.success(
          answer.created ? t('toasts.memberInvited', { email: answer.user.email }) : t('toasts.memberRoleUpdated'),
        );
        onClose();
      },
    });

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('member.title')}
      description={t('member.description')}
    >
      <Form form={form} onSubmit={onSubmit} className="space-y-4">
        <InputField<AddMemberBody> id={`${id}-name`} name="name" label={t('member.name')} required autoComplete="off" />
        <InputField<AddMemberBody>
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('member.email')}
          required
          autoComplete="off"
        />
        <ControlledField<AddMemberBody, 'role'> id={`${id}-role`} name="role" label={t('member.role')}>
          {(control, field) => (
            <RoleSelect
              id={control.id}
              value={field.value ?? 'admin'}
              onChange={field.onChange}
              canGrantSuper={canGrantSuper}
            />
          )}
        </ControlledField>
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('admin:cancel')}
          </Button>
          <Button type="submit" isLoading={addMember.isPending}>
            {t('member.submit')}
          </Button>
        </div>
      </Form>
    </AdminDialog>
  );
}
