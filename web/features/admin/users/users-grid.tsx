import { useTranslation } from '#web/i18n/react.tsx';
import type { AdminUser } from '#shared/admin-users.ts';
import { cn } from '#web/components/ui/cn.ts';
import { type RowSelection, SelectBox, SELECTED_CARD, SELECTED_ROW } from '../ui/row-selection.tsx';
import { ManageButton, UserRowActions, type UserRowHandlers } from './user-row-actions.tsx';
import { roleKey } from './users-model.ts';

const formatJoined = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'bn' ? 'bn-BD' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

function RoleBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin-users');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        user.role === 'admin'
          ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
      )}
    >
      {t(roleKey(user))}
    </span>
  );
}

/** The user grid: a table from 768 px, cards below it (admin-side §2 User Management). */
export function UsersGrid({
  users,
  label,
  selection,
  currentUserId,
  canDeleteSuperAdmin = false,
  ...handlers
}: UserRowHandlers & {
  users: readonly AdminUser[];
  label: string;
  /** The rows picked for a bulk action (a box per row, and one for the page in the table's header). */
  selection: RowSelection;
  currentUserId?: string;
  /** Whether the signed-in admin is a super admin (only one may delete a super admin). */
  canDeleteSuperAdmin?: boolean;
}) {
  const { t, i18n } = useTranslation(['admin-users', 'admin']);
  const picked = (user: AdminUser) => selection.isSelected(user._id);
  const pick = (user: AdminUser) => (
    <SelectBox
      checked={picked(user)}
      onChange={() => selection.toggle(user._id)}
      label={t('bulk.selectRow', { name: user.name })}
    />
  );
  const th = 'px-2 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
  const you = (user: AdminUser) =>
    user._id === currentUserId ? (
      <span className="ml-1 text-xs font-normal text-slate-500 dark:text-slate-400">{t('you')}</span>
    ) : null;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-sm" aria-label={label}>
          <thead className="border-b border-slate-200 dark:border-slate-800">
            <tr>
              <th className="w-10 px-0 py-1">
                <SelectBox
                  checked={selection.all}
                  mixed={selection.some}
                  onChange={selection.toggleAll}
                  label={t('admin:bulk.selectAll')}
                />
              </th>
              <th className={th}>{t('columns.id')}</th>
              <th className={th}>{t('columns.name')}</th>
              <th className={th}>{t('columns.email')}</th>
              <th className={th}>{t('columns.role')}</th>
              <th className={th}>{t('columns.courses')}</th>
              <th className={th}>{t('columns.joined')}</th>
              <th className={th}>{t('columns.manage')}</th>
              <th className={th}>{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {users.map((user) => (
              <tr key={user._id} className={cn('text-slate-800 dark:text-slate-200', picked(user) && SELECTED_ROW)}>
                <td className="px-0 py-1">{pick(user)}</td>
                <td className="px-2 py-3 font-mono text-xs text-slate-500 dark:text-slate-400" title={user._id}>
                  {user._id.slice(0, 8)}
                </td>
                <td className="max-w-[12rem] truncate px-2 py-3 font-medium">
                  {user.name}
                  {you(user)}
                </td>
                <td className="max-w-[14rem] truncate px-2 py-3">{user.email}</td>
                <td className="px-2 py-3">
                  <RoleBadge user={user} />
                </td>
                <td className="px-2 py-3 tabular-nums">{user.courses.length}</td>
                <td className="px-2 py-3 whitespace-nowrap">{formatJoined(user.createdAt, i18n.language)}</td>
                <td className="px-2 py-2">
                  <ManageButton user={user} onManage={handlers.onManage} />
                </td>
                <td className="px-2 py-2">
                  <UserRowActions
                    user={user}
                    isSelf={user._id === currentUserId}
                    canDeleteSuperAdmin={canDeleteSuperAdmin}
                    onDelete={handlers.onDelete}
                    onSettings={handlers.onSettings}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={label}>
        {users.map((user) => (
          <li
            key={user._id}
            className={cn(
              'rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900',
              picked(user) && SELECTED_CARD,
            )}
          >
            <div className="flex items-start gap-2">
              <div className="-mt-2 -ml-2">{pick(user)}</div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900 dark:text-white">
                  {user.name}
                  {you(user)}
                </p>
                <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
              </div>
              <RoleBadge user={user} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm text-slate-700 dark:text-slate-300">
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('columns.courses')}</dt>
                <dd className="tabular-nums">{user.courses.length}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('columns.joined')}</dt>
                <dd>{formatJoined(user.createdAt, i18n.language)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('columns.id')}</dt>
                <dd className="font-mono text-xs break-all">{user._id}</dd>
              </div>
            </dl>
            <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-2 dark:border-slate-800">
              <ManageButton user={user} onManage={handlers.onManage} />
              <UserRowActions
                user={user}
                isSelf={user._id === currentUserId}
                canDeleteSuperAdmin={canDeleteSuperAdmin}
                onDelete={handlers.onDelete}
                onSettings={handlers.onSettings}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
