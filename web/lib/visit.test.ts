import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIT_PATH } from '#shared/analytics.ts';
import { recordVisit, VISIT_ENDPOINT, VISIT_FLAG_KEY } from './visit.ts';

describe('recordVisit', () => {
  it('posts to the path the server serves', () => {
    expect(VISIT_ENDPOINT).toBe(`/api${VISIT_PATH}`);
  });

  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports one visit per browser session, when the browser is idle', async () => {
    recordVisit('/courses');
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/analytics/visit',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    recordVisit('/about');
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(VISIT_FLAG_KEY)).toBe('1');
  });

  it('does not count the admin area', async () => {
    recordVisit('/admin');
    recordVisit('/admin/users');
    await vi.runAllTimersAsync();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tries again next time when the report fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    recordVisit('/');
    await vi.runAllTimersAsync();
    expect(sessionStorage.getItem(VISIT_FLAG_KEY)).toBeNull();
  });
});
