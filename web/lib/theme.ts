import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './preference-cookie.ts';

/**
 * Light or dark theme: the `dark` class on <html> (styles.css), remembered in localStorage. Before any choice the
 * system preference decides. shared/theme-init.ts applies the same rule before the first paint (no flash; inline in
 * each page's head, allowed by the Content-Security-Policy by its hash alone) — keep the two in step.
 */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'pathshala:theme';
/** The same choice in a cookie, so the server renders the page in it (no flash of the other theme). */
export const THEME_COOKIE = 'pathshala_theme';

export function storedTheme(): Theme {
  const cookie = readCookie(THEME_COOKIE);
  if (cookie === 'light' || cookie === 'dark') return cookie;
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // storage blocked: use the system preference
  }
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

let current: Theme | undefined;
const listeners = new Set<() => void>();

export function applyTheme(theme: Theme): void {
  current = theme;
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

export function getTheme(): Theme {
  current ??= storedTheme();
  return current;
}

/** Switches and remembers the theme. */
export function setTheme(theme: Theme): void {
  writeCookie(THEME_COOKIE, theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // not remembered; still switched
  }
  applyTheme(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => 'light');
}
