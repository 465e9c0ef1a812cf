import { useEffect, useState } from 'react';
import { AUTH_MODAL_EVENT, type AuthModalEvent, type AuthModalView, hasSignedInCookie } from '#web/lib/session.ts';

/**
 * When the auth host (web/features/accounts/auth-modal-host.tsx, loaded lazily) should be mounted, and with what:
 * undefined until then; then the latest request (a fresh object per lms:open-auth event, so a click made while the
 * host's code is still downloading is not lost). It mounts at the first lms:open-auth event, or `afterMs` after the
 * shell mounts when the browser holds a session (the host then reads it); a visitor gets none of its code until they
 * ask to sign in.
 */
export function useAuthHostRequest(afterMs: number): { view: AuthModalView | null } | undefined {
  const [request, setRequest] = useState<{ view: AuthModalView | null }>();
  useEffect(() => {
    const onOpen = (event: Event) => setRequest({ view: (event as AuthModalEvent).detail?.view ?? 'login' });
    window.addEventListener(AUTH_MODAL_EVENT, onOpen);
    const id = hasSignedInCookie()
      ? window.setTimeout(() => setRequest((r) => r ?? { view: null }), afterMs)
      : undefined;
    return () => {
      window.removeEventListener(AUTH_MODAL_EVENT, onOpen);
      window.clearTimeout(id);
    };
  }, [afterMs]);
  return request;
}
