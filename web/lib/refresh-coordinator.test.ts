import { beforeEach, describe, expect, it } from 'vitest';
import { createRefreshCoordinator, LAST_REFRESH_KEY, type RefreshLocks } from './refresh-coordinator.ts';

/** The Web Locks API of one browser, shared by its tabs: exclusive locks granted in request order. */
function browserLocks(): RefreshLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(callback, callback);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

/** A refresh-token call the test answers by hand. */
function refreshEndpoint() {
  const pending: ((ok: boolean) => void)[] = [];
  return {
    calls: () => pending.length,
    refresh: () => new Promise<boolean>((resolve) => pending.push(resolve)),
    answer: (index: number, ok: boolean) => pending[index]!(ok),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());

describe('refreshes coordinated across tabs', () => {
  it('two tabs whose access token expired at once: one refreshes, the other waits and reuses its result', async () => {
    const locks = browserLocks();
    const server = refreshEndpoint();
    const tabA = createRefreshCoordinator({ refresh: server.refresh, locks, storage: localStorage });
    const tabB = createRefreshCoordinator({ refresh: server.refresh, locks, storage: localStorage });

    const a = tabA();
    const b = tabB();
    const a2 = tabA(); // a second request of tab A shares its refresh
    await flush();
    expect(server.calls()).toBe(1);
    server.answer(0, true);
    await expect(Promise.all([a, b, a2])).resolves.toEqual([true, true, true]);
    expect(server.calls()).toBe(1);
    expect(JSON.parse(localStorage.getItem(LAST_REFRESH_KEY)!)).toMatchObject({ ok: true });

    // Later, the next expiry is refreshed again (the result is reused only by tabs that waited for it).
    const later = tabB();
    await flush();
    expect(server.calls()).toBe(2);
    server.answer(1, true);
    await expect(later).resolves.toBe(true);
  });

  it('when the other tab failed to refresh, the waiting tab tries itself', async () => {
    const locks = browserLocks();
    const server = refreshEndpoint();
    const tabA = createRefreshCoordinator({ refresh: server.refresh, locks, storage: localStorage });
    const tabB = createRefreshCoordinator({ refresh: server.refresh, locks, storage: localStorage });
    const a = tabA();
    const b = tabB();
    await flush();
    server.answer(0, false);
    await expect(a).resolves.toBe(false);
    await flush();
    expect(server.calls()).toBe(2);
    server.answer(1, true);
    await expect(b).resolves.toBe(true);
  });

  it('without Web Locks each tab refreshes once for all its callers, and a network failure is a failed refresh', async () => {
    const server = refreshEndpoint();
    const tab = createRefreshCoordinator({ refresh: server.refresh, storage: localStorage });
    const calls = [tab(), tab()];
    await flush();
    expect(server.calls()).toBe(1);
    server.answer(0, true);
    await expect(Promise.all(calls)).resolves.toEqual([true, true]);

    const offline = createRefreshCoordinator({ refresh: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline()).resolves.toBe(false);
  });
});
