import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiUserAdd, HiUsers } from 'react-icons/hi';
import { useLatestSearchParams } from '#web/lib/search-params.ts';
import { toast } from 'sonner';
import type { AdminUser } from '#shared/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/api/profile.ts';
import { ConfirmDialog } from '../ui/admin-dialog.tsx';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { exportUsersCsv, useAdminUser, useAdminUsers, useAdminUserStats, useDeleteUser } from '#web/api/admin-users.ts';
import { ManageCoursesDialog } from './manage-courses-dialog.tsx';
import { UserSettingsDialog } from './user-settings-dialog.tsx';
import { UserStats } from './user-stats.tsx';
import { useRowSelection } from '../ui/row-selection.tsx';
import { UserBulkActions } from './user-bulk-actions.tsx';
import { UsersGrid } from './users-grid.tsx';
import {
  csvFilename,
  downloadCsv,
  listRole,
  listState,
  SEARCH_DEBOUNCE_MS,
  withListState,
  type UsersMode,
} from './users-model.ts';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';
import { UsersToolbar } from './users-toolbar.tsx';
import { usePageSize } from './use-page-size.ts';

/** /admin/users and /admin/team (admin-side §2 User Management and Team Management), paged by the server. */
function UsersManagement({ mode }: { mode: UsersMode }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const [params, setParams] = useLatestSearchParams();
  const { page, search } = listState(params);
  const role = listRole(mode);
  const { pageSize, sizes, setPageSize } = usePageSize();
  const users = useAdminUsers({ page, limit: pageSize, search, role });
  const stats = useAdminUserStats();
  const me = useCurrentUser();
  const remove = useDeleteUser({ errorToast: t('toasts.deleteFailed') });
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [managingId, setManagingId] = useState<string | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);

  // The box shows what is typed; the URL (and the server) get it once typing pauses. Back and forward put the
  // URL's search back into the box.
  const [draft, setDraft] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const goTo = (state: { page: number; search: string }) => setParams((p) => withListState(p, state));
  const onSearch = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== search.trim()) goTo({ page: 1, search: value });
    }, SEARCH_DEBOUNCE_MS);
  };

  const answer = users.data;
  const rows = answer?.users ?? [];
  const pagination = answer?.pagination;
  const totalItems = pagination?.totalItems ?? 0;
  // A bulk action works on rows the admin can see: another page, size, search or list starts a new selection.
  const selection = useRowSelection(
    rows.map((u) => u._id),
    `${mode} ${page} ${pageSize} ${search}`,
  );
  // A page past the end (after deletions, or an old link): go to the last page there is.
  useEffect(() => {
    if (pagination && !users.isPlaceholderData && page > pagination.totalPages)
      setParams((p) => withListState(p, { page: pagination.totalPages, search }), { replace: true });
  }, [pagination, users.isPlaceholderData, page, search, setParams]);

  // Dialogs fetch the one user they show; the row stands in until it arrives, and each change refetches it.
  const managing = useAdminUser(
    managingId,
    rows.find((u) => u._id === managingId),
  );
  const viewing = useAdminUser(
    viewingId,
    rows.find((u) => u._id === viewingId),
  );
  const dialogError = managing.isError ? managing.error : viewing.isError ? viewing.error : null;
  useEffect(() => {
    if (!dialogError) return;
    toast.error(errorMessage(dialogError, t('toasts.userLoadFailed')));
    setManagingId(null);
    setViewingId(null);
  }, [dialogError, t]);
  const canGrantSuper = me.data?.role === 'admin' && me.data.isSuperAdmin;

  const onExport = () => {
    setExporting(true);
    exportUsersCsv({ search, role })
      .then((csv) => downloadCsv(csv, csvFilename()))
      .catch((error: unknown) => toast.error(errorMessage(error, t('toasts.exportFailed'))))
      .finally(() => setExporting(false));
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted'));
        setDeleting(null);
      },
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
          <UserStats stats={stats.data} isLoading={stats.isPending} />
          <UsersToolbar
            search={draft}
            onSearch={onSearch}
            onExport={onExport}
            canExport={totalItems > 0}
            isExporting={exporting}
          />
          {users.isPending ? (
            <div className="space-y-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<HiUsers />}
              titleAs="h2"
              title={search.trim() ? t('empty.title') : mode === 'team' ? t('empty.noTeam') : t('empty.noUsers')}
              line={search.trim() ? t('empty.line') : mode === 'team' ? t('empty.noTeamLine') : t('empty.noUsersLine')}
            />
          ) : (
            <>
              <UserBulkActions selection={selection} />
              <UsersGrid
                users={rows}
                label={mode === 'team' ? t('teamListLabel') : t('listLabel')}
                selection={selection}
                currentUserId={me.data?._id}
                canDeleteSuperAdmin={canGrantSuper}
                onManage={(u) => setManagingId(u._id)}
                onDelete={setDeleting}
                onSettings={(u) => setViewingId(u._id)}
              />
              <AdminPager
                label={t('pager.label')}
                page={pagination?.currentPage ?? page}
                totalPages={pagination?.totalPages ?? 1}
                range={{
                  from: (Math.min(page, pagination?.totalPages ?? 1) - 1) * pageSize + 1,
                  to: (Math.min(page, pagination?.totalPages ?? 1) - 1) * pageSize + rows.length,
                  total: totalItems,
                }}
                pageSize={pageSize}
                sizes={sizes}
                onPage={(next) => goTo({ page: next, search })}
                onPageSize={(size) => {
                  setPageSize(size);
                  goTo({ page: 1, search });
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
      {managingId && managing.data && (
        <ManageCoursesDialog
          key={managingId}
          user={managing.data}
          canGrantSuper={canGrantSuper}
          onClose={() => setManagingId(null)}
        />
      )}
      {viewingId && viewing.data && <UserSettingsDialog user={viewing.data} onClose={() => setViewingId(null)} />}
      {adding && <AddMemberDialog canGrantSuper={canGrantSuper} onClose={() => setAdding(false)} />}
    </>
  );
}

export const UsersPage = () => <UsersManagement mode="users" />;
export const TeamPage = () => <UsersManagement mode="team" />;
