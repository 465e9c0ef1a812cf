import { useTranslation } from '#web/i18n/react.tsx';
import { HiCog, HiMail, HiTrash } from 'react-icons/hi';
import type { AdminUser } from '#shared/admin-users.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';

export interface UserRowHandlers {
  onManage: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onSettings: (user: AdminUser) => void;
}

/** Manage courses (its own column) and the Actions: delete, send e-mail (mailto link), view settings. */
export function ManageButton({ user, onManage }: { user: AdminUser; onManage: UserRowHandlers['onManage'] }) {
  const { t } = useTranslation('admin-users');
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onManage(user)}
      aria-label={t('manageLabel', { name: user.name })}
    >
      {t('manage')}
    </Button>
  );
}

/**
 * Delete is disabled, with the reason as its tooltip and description, where the server would refuse it after the
 * confirmation: an admin's own account (`isSelf`) and a super admin when the signed-in admin is not one
 * (`canDeleteSuperAdmin` false; admin-side §6).
 */
export function UserRowActions({
  user,
  isSelf = false,
  canDeleteSuperAdmin = false,
  onDelete,
  onSettings,
}: { user: AdminUser; isSelf?: boolean; canDeleteSuperAdmin?: boolean } & Omit<UserRowHandlers, 'onManage'>) {
  const { t } = useTranslation('admin-users');
  const deleteBlocked = isSelf
    ? t('actions.cannotDeleteSelf')
    : user.isSuperAdmin && !canDeleteSuperAdmin
      ? t('actions.cannotDeleteSuperAdmin')
      : undefined;
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(user)}
        disabled={deleteBlocked !== undefined}
        title={deleteBlocked}
        aria-label={t('actions.delete', { name: user.name })}
      >
        <HiTrash aria-hidden="true" className="h-5 w-5 text-red-600 dark:text-red-400" />
      </Button>
      <a
        href={`mailto:${user.email}`}
        className={buttonClass('ghost', 'icon')}
        aria-label={t('actions.email', { name: user.name })}
      >
        <HiMail aria-hidden="true" className="h-5 w-5" />
      </a>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onSettings(user)}
        aria-label={t('actions.settings', { name: user.name })}
      >
        <HiCog aria-hidden="true" className="h-5 w-5" />
      </Button>
    </div>
  );
}
