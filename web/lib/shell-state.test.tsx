import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDeviceClass, detectLowEnd } from './device.ts';
import { AUTH_MODAL_EVENT, type AuthModalEvent, openAuthModal, setSessionUser, useSession } from './session.ts';
import { getTheme, setTheme, storedTheme, THEME_STORAGE_KEY } from './theme.ts';

afterEach(() => {
  setSessionUser(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('low-end device heuristic', () => {
  it('counts 4 GB of memory or less, or a 2g/3g connection, as low-end', () => {
    expect(detectLowEnd({ deviceMemory: 4 })).toBe(true);
    expect(detectLowEnd({ deviceMemory: 2 })).toBe(true);
    expect(detectLowEnd({ deviceMemory: 8 })).toBe(false);
    expect(detectLowEnd({ deviceMemory: 8, connection: { effectiveType: '3g' } })).toBe(true);
    expect(detectLowEnd({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(detectLowEnd({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
    expect(detectLowEnd({ connection: { effectiveType: '4g' } })).toBe(false);
    expect(detectLowEnd({})).toBe(false);
    expect(detectLowEnd(undefined)).toBe(false);
  });

  it('marks <html> only on a low-end device (jsdom reports neither hint)', () => {
    const root = document.createElement('html');
    root.classList.add('low-end');
    applyDeviceClass(root);
    expect(root).not.toHaveClass('low-end');
  });
});

function Who() {
  const { user } = useSession();
  return <p>{user ? user.name : 'nobody'}</p>;
}

describe('session store', () => {
  it('re-renders readers when the user signs in and out', () => {
    render(<Who />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
    act(() => setSessionUser({ _id: 'u1', name: 'Karim' }));
    expect(screen.getByText('Karim')).toBeInTheDocument();
    act(() => setSessionUser(null));
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });

  it('asks for the auth modal with an lms:open-auth event', () => {
    const seen: string[] = [];
    const listener = (e: Event) => seen.push((e as AuthModalEvent).detail.view);
    window.addEventListener(AUTH_MODAL_EVENT, listener);
    openAuthModal();
    openAuthModal('signup');
    window.removeEventListener(AUTH_MODAL_EVENT, listener);
    expect(AUTH_MODAL_EVENT).toBe('lms:open-auth');
    expect(seen).toEqual(['login', 'signup']);
  });
});

describe('theme', () => {
  it('reads the remembered theme, else the system preference', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(storedTheme()).toBe('dark');
    localStorage.removeItem(THEME_STORAGE_KEY);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }));
    expect(storedTheme()).toBe('dark');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(storedTheme()).toBe('light');
  });

  it('switches the class and remembers', () => {
    setTheme('dark');
    expect(getTheme()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    setTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
