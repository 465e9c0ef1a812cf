import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ADMIN_DATA_UPDATED_KEY, refreshAllData } from '#web/lib/admin-data.ts';

/**
 * admin-side §2 Admin-data wrapper: the data on screen refetches when the window regains focus, when the browser
 * comes back online, and when another tab signals `admin-data-updated` through localStorage.
 */
export function useAdminDataSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void refreshAllData(queryClient);
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
