import { PLAYER_SCRIPTS, type VideoProvider } from '#shared/video.ts';

/*
 * The three players' own JavaScript APIs (issue 33 resume): YouTube's IFrame Player API, Vimeo's player.js and
 * VdoCipher's v2 api.js, each loaded from its provider only when a lesson's position is followed, and wrapped into
 * one small interface: the player's time, pause and end events, and a seek.
 */

/** What a followed player reports. */
export interface PlayerEvents {
  /** The player is ready to seek; its length in seconds when it knows it (0 when not). */
  onReady(duration: number): void;
  /** The playing position and the video's length, in seconds. */
  onTime(seconds: number, duration: number): void;
  onPause(): void;
  onEnded(): void;
}

export interface PlayerControl {
  seek(seconds: number): void;
  /** Stops listening; the iframe stays (React owns it). */
  detach(): void;
}

interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
}
interface YouTubeApi {
  Player: new (
    iframe: HTMLIFrameElement,
    options: { events: { onReady?: () => void; onStateChange?: (event: { data: number }) => void } },
  ) => YouTubePlayer;
}
interface VimeoTime {
  seconds: number;
  duration: number;
}
interface VimeoPlayer {
  ready(): Promise<void>;
  getDuration(): Promise<number>;
  setCurrentTime(seconds: number): Promise<number>;
  on(event: 'timeupdate', fn: (data: VimeoTime) => void): void;
  on(event: 'pause' | 'ended', fn: () => void): void;
  off(event: string): void;
}
interface VdoCipherVideo extends EventTarget {
  currentTime: number;
  duration: number;
  readyState: number;
}
interface VdoCipherApi {
  getInstance(iframe: HTMLIFrameElement): { video: VdoCipherVideo };
}

declare global {
  interface Window {
    YT?: Partial<YouTubeApi>;
    onYouTubeIframeAPIReady?: () => void;
    Vimeo?: { Player: new (iframe: HTMLIFrameElement) => VimeoPlayer };
    VdoPlayer?: VdoCipherApi;
  }
}

const ready: Record<VideoProvider, () => boolean> = {
  youtube: () => typeof window.YT?.Player === 'function',
  vimeo: () => typeof window.Vimeo?.Player === 'function',
  vdocipher: () => typeof window.VdoPlayer?.getInstance === 'function',
};

const loading = new Map<VideoProvider, Promise<void>>();

/** Loads a provider's player API once per page; settles when its global is there (rejects after 20 s). */
export function loadPlayerApi(provider: VideoProvider): Promise<void> {
  if (ready[provider]()) return Promise.resolve();
  let promise = loading.get(provider);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = PLAYER_SCRIPTS[provider];
      script.async = true;
      script.onerror = () => {
        loading.delete(provider);
        script.remove();
        reject(new Error(`${provider} player API did not load`));
      };
      document.head.append(script);
      // YouTube's script loads another before YT.Player exists, so readiness is polled rather than taken from onload.
      const started = Date.now();
      const poll = setInterval(() => {
        if (ready[provider]()) {
          clearInterval(poll);
          resolve();
        } else if (Date.now() - started > 20_000) {
          clearInterval(poll);
          loading.delete(provider);
          reject(new Error(`${provider} player API did not load`));
        }
      }, 100);
    });
    loading.set(provider, promise);
  }
  return promise;
}

/** YouTube has no time event: while it plays, its position is read every second. */
const YOUTUBE_POLL_MS = 1000;

function followYouTube(iframe: HTMLIFrameElement, events: PlayerEvents): PlayerControl {
  let poll: ReturnType<typeof setInterval> | undefined;
  let attached = true;
  const report = () => attached && events.onTime(player.getCurrentTime(), player.getDuration());
  const player = new window.YT!.Player!(iframe, {
    events: {
      onReady: () => attached && events.onReady(player.getDuration()),
      onStateChange: ({ data }) => {
        if (!attached) return;
        clearInterval(poll);
        if (data === 1) {
          poll = setInterval(report, YOUTUBE_POLL_MS);
          return;
        }
        report();
        if (data === 2) events.onPause();
        if (data === 0) events.onEnded();
      },
    },
  });
  return {
    seek: (seconds) => player.seekTo(seconds, true),
    detach: () => {
      attached = false;
      clearInterval(poll);
    },
  };
}

function followVimeo(iframe: HTMLIFrameElement, events: PlayerEvents): PlayerControl {
  const player = new window.Vimeo!.Player(iframe);
  let attached = true;
  player.on('timeupdate', (data) => attached && events.onTime(data.seconds, data.duration));
  player.on('pause', () => attached && events.onPause());
  player.on('ended', () => attached && events.onEnded());
  player
    .ready()
    .then(() => player.getDuration())
    .then(
      (duration) => attached && events.onReady(duration),
      () => undefined,
    );
  return {
    seek: (seconds) => void player.setCurrentTime(seconds).catch(() => undefined),
    detach: () => {
      attached = false;
      for (const event of ['timeupdate', 'pause', 'ended']) player.off(event);
    },
  };
}

function followVdoCipher(iframe: HTMLIFrameElement, events: PlayerEvents): PlayerControl {
  const { video } = window.VdoPlayer!.getInstance(iframe);
  const handlers: [string, () => void][] = [
    ['loadedmetadata', () => events.onReady(video.duration || 0)],
    ['timeupdate', () => events.onTime(video.currentTime, video.duration || 0)],
    ['pause', () => events.onPause()],
    ['ended', () => events.onEnded()],
  ];
  for (const [name, fn] of handlers) video.addEventListener(name, fn);
  // Its metadata may have arrived before we listened.
  if (video.readyState >= 1) queueMicrotask(() => events.onReady(video.duration || 0));
  return {
    seek: (seconds) => {
      video.currentTime = seconds;
    },
    detach: () => {
      for (const [name, fn] of handlers) video.removeEventListener(name, fn);
    },
  };
}

/**
 * Follows an embedded player through its provider's API (loaded first when needed); null when `signal` was aborted
 * meanwhile (the video was left before its API arrived).
 */
export async function followPlayer(
  provider: VideoProvider,
  iframe: HTMLIFrameElement,
  events: PlayerEvents,
  signal: AbortSignal,
): Promise<PlayerControl | null> {
  await loadPlayerApi(provider);
  if (signal.aborted) return null;
  if (provider === 'youtube') return followYouTube(iframe, events);
  if (provider === 'vimeo') return followVimeo(iframe, events);
  return followVdoCipher(iframe, events);
}
