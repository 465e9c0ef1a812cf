import { useTranslation } from '#web/i18n/react.tsx';
import { ASSIGNABLE_ROLES, type AssignableRole } from '#shared/admin-users.ts';
import { inputClass } from '../ui/form-controls.tsx';
import { ROLE_KEYS } from './users-model.ts';

/**
 * User, Admin and — for a super admin only (admin-side §6) — Super Admin. A super admin shown to an admin who is
 * not one keeps the option, disabled, so the select still says what the user is.
 */
export function RoleSelect({
  id,
  value,
  onChange,
  canGrantSuper,
  disabled,
}: {
  id: string;
  value: AssignableRole;
  onChange: (role: AssignableRole) => void;
  canGrantSuper: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin-users');
  const roles = ASSIGNABLE_ROLES.filter((role) => role !== 'superAdmin' || canGrantSuper || value === 'superAdmin');
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AssignableRole)}
      className={inputClass}
    >
      {roles.map((role) => (
        <option key={role} value={role} disabled={role === 'superAdmin' && !canGrantSuper}>
          {t(ROLE_KEYS[role])}
        </option>
      ))}
    </select>
  );
}
