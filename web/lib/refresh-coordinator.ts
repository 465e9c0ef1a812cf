/**
 * One session refresh at a time across every tab of this browser (decision 0006). The tabs share the cookies, so
 * when several wake up with an expired access token (a laptop opening its lid), one tab refreshes under a Web Lock
 * and the others, having waited for the lock, find its fresh result in localStorage and reuse it instead of
 * spending the same refresh token again. Within a tab, concurrent callers share one refresh. Without Web Locks
 * (an old browser) each tab refreshes on its own, and the server's grace window for a just-rotated token keeps
 * both tabs signed in.
 */

/** The part of `navigator.locks` this needs. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefreshCoordinatorOptions {
  /** Calls refresh-token; true when the session was renewed. */
  refresh: () => Promise<boolean>;
  locks?: RefreshLocks | undefined;
  /** Shared by the tabs (localStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

export const REFRESH_LOCK = 'pathshala:refresh-token';
export const LAST_REFRESH_KEY = 'pathshala:last-refresh';

interface LastRefresh {
  id: string;
  ok: boolean;
}

export function createRefreshCoordinator({
  refresh,
  locks,
  storage,
}: RefreshCoordinatorOptions): () => Promise<boolean> {
  let inTab: Promise<boolean> | null = null;

  const last = (): LastRefresh | null => {
    try {
      const value = JSON.parse(storage?.getItem(LAST_REFRESH_KEY) ?? 'null') as LastRefresh | null;
      return value && typeof value.id === 'string' ? value : null;
    } catch {
      return null;
    }
  };
  const remember = (ok: boolean) => {
    try {
      storage?.setItem(LAST_REFRESH_KEY, JSON.stringify({ id: `${Date.now()}-${Math.random()}`, ok }));
    } catch {
      // storage full or forbidden: the other tabs refresh themselves
    }
  };

  const run = async (): Promise<boolean> => {
    if (!locks) return refresh();
    const before = last()?.id;
    return locks.request(REFRESH_LOCK, async () => {
      const after = last();
      // Another tab renewed the session while this one waited: its cookies are this tab's cookies too.
      if (after && after.id !== before && after.ok) return true;
      const ok = await refresh();
      remember(ok);
      return ok;
    });
  };

  return () => {
    inTab ??= run()
      .catch(() => false)
      .finally(() => {
        inTab = null;
      });
    return inTab;
  };
}
