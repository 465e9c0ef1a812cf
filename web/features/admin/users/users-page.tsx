import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiUserAdd, HiUsers } from 'react-icons/hi';
import { toast } from 'sonner';
import type { AdminUser } from '#shared/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { ConfirmDialog } from '../ui/admin-dialog.tsx';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { useAdminUsers } from './api/get-users.ts';
import { useDeleteUser } from './api/user-writes.ts';
import { ManageCoursesDialog } from './manage-courses-dialog.tsx';
import { UserSettingsDialog } from './user-settings-dialog.tsx';
import { UserStats } from './user-stats.tsx';
import { UsersGrid } from './users-grid.tsx';
import { csvFilename, downloadCsv, usersCsv, visibleUsers, type UsersMode } from './users-model.ts';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';
import { UsersToolbar } from './users-toolbar.tsx';
import { usePageSize } from './use-page-size.ts';

/** /admin/users and /admin/team (admin-side §2 User Management and Team Management). */
function UsersManagement({ mode }: { mode: UsersMode }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const users = useAdminUsers();
  const me = useCurrentUser();
  const remove = useDeleteUser();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { pageSize, sizes, setPageSize } = usePageSize();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [managingId, setManagingId] = useState<string | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const all = users.data ?? [];
  const shown = visibleUsers(all, mode, search);
  const totalPages = Math.max(1, Math.ceil(shown.length / pageSize));
  const currentPage = Math.min(page, totalPages);
  const pageRows = shown.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  // Dialogs read the user from the latest list, so they show each change as soon as the list refetches.
  const managing = all.find((u) => u._id === managingId) ?? null;
  const viewing = all.find((u) => u._id === viewingId) ?? null;
  const canGrantSuper = me.data?.role === 'admin' && me.data.isSuperAdmin;

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'));
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error, t('toasts.deleteFailed'))),
    });
  };

  const addButton =
    mode === 'team' ? (
      <Button onClick={() => setAdding(true)}>
        <HiUserAdd aria-hidden="true" className="h-4 w-4" />
        {t('addMember')}
      </Button>
    ) : undefined;

  return (
    <>
      <AdminPageHeader title={mode === 'team' ? t('teamTitle') : t('title')} actions={addButton} />
      {users.isError ? (
        <QueryError message={t('admin:loadError')} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <UserStats users={all} isLoading={users.isPending} />
          <UsersToolbar
            search={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            onExport={() => downloadCsv(usersCsv(shown), csvFilename())}
            canExport={shown.length > 0}
          />
          {users.isPending ? (
            <div className="space-y-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : shown.length === 0 ? (
            <EmptyState
              icon={<HiUsers />}
              titleAs="h2"
              title={search.trim() ? t('empty.title') : mode === 'team' ? t('empty.noTeam') : t('empty.noUsers')}
              line={search.trim() ? t('empty.line') : mode === 'team' ? t('empty.noTeamLine') : t('empty.noUsersLine')}
            />
          ) : (
            <>
              <UsersGrid
                users={pageRows}
                label={mode === 'team' ? t('teamListLabel') : t('listLabel')}
                currentUserId={me.data?._id}
                onManage={(u) => setManagingId(u._id)}
                onDelete={setDeleting}
                onSettings={(u) => setViewingId(u._id)}
              />
              <AdminPager
                label={t('pager.label')}
                page={currentPage}
                totalPages={Math.ceil(shown.length / pageSize)}
                range={{
                  from: shown.length === 0 ? 0 : (currentPage - 1) * pageSize + 1,
                  to: Math.min(shown.length, currentPage * pageSize),
                  total: shown.length,
                }}
                pageSize={pageSize}
                sizes={sizes}
                onPage={setPage}
                onPageSize={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title')}
        description={t('delete.description', { name: deleting?.name ?? '', email: deleting?.email ?? '' })}
        confirmLabel={t('admin:delete')}
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
      {managing && (
        <ManageCoursesDialog
          key={managing._id}
          user={managing}
          canGrantSuper={canGrantSuper}
          onClose={() => setManagingId(null)}
        />
      )}
      {viewing && <UserSettingsDialog user={viewing} onClose={() => setViewingId(null)} />}
      {adding && <AddMemberDialog canGrantSuper={canGrantSuper} onClose={() => setAdding(false)} />}
    </>
  );
}

export const UsersPage = () => <UsersManagement mode="users" />;
export const TeamPage = () => <UsersManagement mode="team" />;
