import { useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '#shared/session-cookie.ts';
import { readCookie } from './preference-cookie.ts';

/**
 * The signed-in user as the shell sees it. The accounts feature owns signing in and out and calls
 * `setSessionUser`; the header and drawer only read `useSession()` and ask for the auth modal with
 * `openAuthModal()`, which the auth modal listens for (`AUTH_MODAL_EVENT`).
 * Structural on purpose: a full `User` of #shared/accounts.ts fits.
 */
export interface SessionUser {
  _id: string;
  name: string;
  email?: string;
  role?: 'user' | 'admin';
  avatar?: { url: string } | null;
  /** The courses the user owns (a full `User` carries them; learner-side §4 Ownership). */
  courses?: readonly { courseId: string }[];
}

export interface Session {
  user: SessionUser | null;
  /**
   * True while a remembered session is being read (the signed-in cookie is there, the user not loaded yet): the page
   * treats the reader as signed in rather than offering them to sign in again.
   */
  restoring: boolean;
}

/** Whether the browser holds a session (the server's readable signed-in cookie, shared/accounts.ts). */
export function hasSignedInCookie(): boolean {
  return readCookie(SIGNED_IN_COOKIE) === '1';
}

export type AuthModalView = 'login' | 'signup' | 'verification' | 'forgot';
export const AUTH_MODAL_EVENT = 'lms:open-auth';
export type AuthModalEvent = CustomEvent<{ view: AuthModalView }>;

let session: Session = { user: null, restoring: hasSignedInCookie() };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session {
  return session;
}

/** Replaces the signed-in user (null signs out) and tells every reader. */
export function setSessionUser(user: SessionUser | null): void {
  session = { user, restoring: false };
  for (const listener of listeners) listener();
}

/** What a server-rendered page shows: a visitor (pages are rendered for everyone alike, web/entry-server.tsx). */
const SERVER_SESSION: Session = { user: null, restoring: false };

/**
 * The current session; re-renders when it changes. A hydrating page first renders as the server did (a visitor),
 * then at once as the reader is.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, () => SERVER_SESSION);
}

/** Asks the auth modal to open on a view (login by default). */
export function openAuthModal(view: AuthModalView = 'login'): void {
  window.dispatchEvent(new CustomEvent(AUTH_MODAL_EVENT, { detail: { view } }));
}
