import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_INIT_SCRIPT } from '#shared/theme-init.ts';
import { THEME_COOKIE, THEME_STORAGE_KEY } from './theme.ts';

// The inline script every page runs before its first paint (decision 0048), run as the browser runs it, against the
// rule web/lib/theme.ts applies once the app has started.
const run = () => new Function(THEME_INIT_SCRIPT)();
const isDark = () => document.documentElement.classList.contains('dark');
const prefersDark = (dark: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));

beforeEach(() => {
  document.documentElement.classList.remove('dark');
  document.cookie = `${THEME_COOKIE}=; max-age=0; path=/`;
  localStorage.clear();
  prefersDark(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the inline theme script', () => {
  it('uses the theme cookie first', () => {
    document.cookie = `${THEME_COOKIE}=dark; path=/`;
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    run();
    expect(isDark()).toBe(true);
    document.cookie = `${THEME_COOKIE}=light; path=/`;
    prefersDark(true);
    run();
    expect(isDark()).toBe(false);
  });

  it('then a choice kept in localStorage only', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    run();
    expect(isDark()).toBe(true);
  });

  it('then the system preference', () => {
    prefersDark(true);
    run();
    expect(isDark()).toBe(true);
    prefersDark(false);
    run();
    expect(isDark()).toBe(false);
  });

  it('ignores a value it does not know and a blocked storage', () => {
    document.cookie = `${THEME_COOKIE}=sepia; path=/`;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    prefersDark(true);
    run();
    expect(isDark()).toBe(true);
  });
});
