import { act } from '@testing-library/react';

/**
 * The browser's connection, as a test sets it: navigator.onLine, and the `online` / `offline` event a browser fires
 * when it changes (jsdom is always online). `setOnline(true)` in an afterEach puts it back.
 */
export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
