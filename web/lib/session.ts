import { createContext, useContext, useSyncExternalStore } from 'react';
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

/** What a public page is rendered with on the server: a visitor (they are rendered for everyone alike). */
const VISITOR_SESSION: Session = { user: null, restoring: false };

/** A session as a render saw it; one object per user, so that React sees the same snapshot on every read. */
export const renderedSession = (user: SessionUser | null): Session =>
  user ? { user, restoring: false } : VISITOR_SESSION;

/**
 * The session the server rendered the page with (web/entry-server.tsx provides it per render, web/main.tsx the same
 * one while hydrating): a visitor on the public pages, the signed-in reader on their own pages. Per render, never
 * module-level: two renders at once are two readers.
 */
export const RenderedSession = createContext<Session>(VISITOR_SESSION);

/**
 * The current session; re-renders when it changes. A hydrating page first renders as the server did (a visitor on a
 * public page, the reader on their own pages), then at once as the reader is.
 */
export function useSession(): Session {
  const rendered = useContext(RenderedSession);
  return useSyncExternalStore(subscribe, getSession, () => rendered);
}

/** Asks the auth modal to open on a view (login by default). */
export function openAuthModal(view: AuthModalView = 'login'): void {
  window.dispatchEvent(new CustomEvent(AUTH_MODAL_EVENT, { detail: { view } }));
}
