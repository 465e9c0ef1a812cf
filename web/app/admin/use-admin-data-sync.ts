import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ADMIN_DATA_UPDATED_KEY, ADMIN_QUERY_ROOT } from '#web/features/admin/ui/admin-data.ts';

/**
 * admin-side §2 Admin-data wrapper: every admin query refetches when the window regains focus, when the browser
 * comes back online, and when another tab signals `admin-data-updated` through localStorage.
 */
export function useAdminDataSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    const onStorage = (event: StorageEvent) => {
      if (event.key === ADMIN_DATA_UPDATED_KEY) refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}
