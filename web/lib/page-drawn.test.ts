import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageDrawn } from './page-drawn.ts';

// The browser's side is played by hand: the document's state, its load event, the paint entries it reports and the
// frames it draws.
let readyState: DocumentReadyState;
let visibility: DocumentVisibilityState;
let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null;
let frameCallbacks: FrameRequestCallback[];
let fcpReported: boolean;

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'loading';
  visibility = 'visible';
  paintObserver = null;
  frameCallbacks = [];
  fcpReported = false;
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(performance, 'now').mockReturnValue(500);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(((name: string) =>
    name === 'first-contentful-paint' && fcpReported ? [{}] : []) as typeof performance.getEntriesByName);
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: NonNullable<typeof paintObserver>) {
        paintObserver = callback;
      }
      observe() {}
      disconnect() {
        paintObserver = null;
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The browser draws a frame: its callbacks, then the task queued after it. */
async function drawFrame() {
  const callbacks = frameCallbacks.splice(0);
  for (const callback of callbacks) callback(0);
  await vi.advanceTimersByTimeAsync(0);
}

function track(promise: Promise<void>) {
  const state = { resolved: false };
  void promise.then(() => (state.resolved = true));
  return state;
}

describe('whenPageDrawn', () => {
  it('waits for the load event, the first contentful paint and two drawn frames', async () => {
    const drawn = track(whenPageDrawn());
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn.resolved).toBe(false);

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    await drawFrame();
    expect(drawn.resolved, 'loaded, but nothing painted yet').toBe(false);

    fcpReported = true;
    paintObserver!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    await vi.advanceTimersByTimeAsync(0);
    await drawFrame();
    expect(drawn.resolved, 'one frame after the paint').toBe(false);
    await drawFrame();
    expect(drawn.resolved).toBe(true);
  });

  it('counts a paint the browser reported before it was asked', async () => {
    readyState = 'complete';
    fcpReported = true;
    const drawn = track(whenPageDrawn());
    await vi.advanceTimersByTimeAsync(0);
    await drawFrame();
    await drawFrame();
    expect(drawn.resolved).toBe(true);
  });

  it('starts at once when the reader presses a key or touches the page before it is drawn', async () => {
    for (const input of [new KeyboardEvent('keydown'), new Event('pointerdown'), new Event('touchstart')]) {
      const drawn = track(whenPageDrawn());
      await vi.advanceTimersByTimeAsync(0);
      expect(drawn.resolved).toBe(false);
      // on the page's content: the listener on the window hears it on the way down
      document.body.dispatchEvent(input);
      await vi.advanceTimersByTimeAsync(0);
      expect(drawn.resolved, input.type).toBe(true);
    }
  });

  it('does not wait for a hidden page, which paints nothing', async () => {
    visibility = 'hidden';
    const hidden = track(whenPageDrawn());
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden.resolved).toBe(true);

    visibility = 'visible';
    const laterHidden = track(whenPageDrawn());
    await vi.advanceTimersByTimeAsync(0);
    expect(laterHidden.resolved).toBe(false);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(laterHidden.resolved).toBe(true);
  });

  it('gives up waiting at the cap, counted from the start of the navigation', async () => {
    const drawn = track(whenPageDrawn(4000));
    await vi.advanceTimersByTimeAsync(3499); // performance.now() is 500: 3,500 ms to go
    expect(drawn.resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn.resolved).toBe(true);
  });
});
