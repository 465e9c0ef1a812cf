import type { QueryClient } from '@tanstack/react-query';

/**
 * admin-side §2 "Admin-data wrapper": admin data refetches on window focus, on reconnect and when another tab
 * writes the `admin-data-updated` storage key (web/app/admin/use-admin-data-sync.ts). Admin screens read the same
 * query keys as the public pages (web/api/), so a refresh marks every cached answer stale and refetches those on
 * screen.
 */
export const ADMIN_DATA_UPDATED_KEY = 'admin-data-updated';

/** Marks every cached answer stale; the queries on screen refetch at once. */
export const refreshAllData = (queryClient: QueryClient) => queryClient.invalidateQueries();

/** After an admin write: refresh this tab's data and tell the other tabs (the storage event fires there). */
export async function adminDataChanged(queryClient: QueryClient): Promise<void> {
  try {
    localStorage.setItem(ADMIN_DATA_UPDATED_KEY, String(Date.now()));
  } catch {
    // storage blocked: other tabs refresh on focus instead
  }
  await refreshAllData(queryClient);
}
