import type { QueryClient } from '@tanstack/react-query';

/**
 * admin-side §2 "Admin-data wrapper": admin data refetches on window focus, on reconnect and when another tab
 * writes the `admin-data-updated` storage key. Every admin query key starts with 'admin' so the shell can refresh
 * them all at once (web/features/admin/shell/use-admin-data-sync.ts).
 */
export const ADMIN_DATA_UPDATED_KEY = 'admin-data-updated';
export const ADMIN_QUERY_ROOT = 'admin';

/** After an admin write: refresh this tab's admin data and tell the other tabs (the storage event fires there). */
export async function adminDataChanged(queryClient: QueryClient): Promise<void> {
  try {
    localStorage.setItem(ADMIN_DATA_UPDATED_KEY, String(Date.now()));
  } catch {
    // storage blocked: other tabs refresh on focus instead
  }
  await queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] });
}
