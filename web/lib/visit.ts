/**
 * POST /analytics/visit (shared/analytics.ts VISIT_PATH; written out here because that module brings zod, which the
 * first download of every page must not carry; visit.test.ts checks the two agree).
 */
export const VISIT_ENDPOINT = '/api/analytics/visit';

/** Marks this browser tab's session as counted, so a visit is reported once per session. */
export const VISIT_FLAG_KEY = 'pathshala:visit-recorded';

/**
 * Reports one site visit per browser session for the admin's visitor analytics (admin-side §2; the server counts a
 * visitor once a day, docs/decisions/0032-admin-analytics.md). The admin area is not a site visit. Sent when the browser
 * is idle; a failure is ignored (the next session tries again).
 */
export function recordVisit(path = window.location.pathname): void {
  if (path === '/admin' || path.startsWith('/admin/')) return;
  try {
    if (sessionStorage.getItem(VISIT_FLAG_KEY)) return;
    sessionStorage.setItem(VISIT_FLAG_KEY, '1');
  } catch {
    return; // storage blocked: better to count nothing than a visit per page load
  }
  const send = () =>
    void fetch(VISIT_ENDPOINT, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => {
      try {
        sessionStorage.removeItem(VISIT_FLAG_KEY);
      } catch {
        // nothing to undo
      }
    });
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(send, { timeout: 5000 });
  else window.setTimeout(send, 1000);
}
