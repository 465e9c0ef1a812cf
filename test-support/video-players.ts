/**
 * Fakes of the three video players' browser APIs, as their scripts define them on `window` (integrations.md
 * "VdoCipher"; YouTube's IFrame Player API; Vimeo's player.js): `YT.Player`, `Vimeo.Player` and
 * `VdoPlayer.getInstance`. No network: a test drives each player (ready, time, pause, end) and reads the seeks it
 * was asked for. `installFakePlayers` is self-contained so a browser test can inject it as the players' scripts
 * (`fakePlayersScript`).
 */

export type FakeProvider = 'youtube' | 'vimeo' | 'vdocipher';

export interface FakePlayer {
  provider: FakeProvider;
  iframe: HTMLIFrameElement;
  currentTime: number;
  duration: number;
  /** Every position the page asked the player to seek to. */
  seeks: number[];
  /** The player has loaded a video this long. */
  ready(duration: number): void;
  /** Playback reached `seconds` (YouTube reports it when its position is next read). */
  time(seconds: number): void;
  /** Plays from the current position to `to`, one time event per second. */
  playTo(to: number): void;
  pause(): void;
  end(): void;
}

export interface FakePlayers {
  players: FakePlayer[];
  /** The latest player of a provider. */
  last(provider: FakeProvider): FakePlayer | undefined;
  uninstall(): void;
}

/** Installs the fakes on `target` (the page's window). */
export function installFakePlayers(target: object): FakePlayers {
  const win = target as Record<string, unknown>;
  const players: FakePlayer[] = [];
  const make = (provider: FakeProvider, iframe: HTMLIFrameElement, fire: (name: string) => void): FakePlayer => {
    const player: FakePlayer = {
      provider,
      iframe,
      currentTime: 0,
      duration: 0,
      seeks: [],
      ready(duration) {
        player.duration = duration;
        fire('ready');
      },
      time(seconds) {
        player.currentTime = seconds;
        fire('time');
      },
      playTo(to) {
        for (let s = Math.floor(player.currentTime) + 1; s <= to; s++) player.time(s);
      },
      pause: () => fire('pause'),
      end: () => fire('ended'),
    };
    players.push(player);
    return player;
  };

  class YouTubePlayer {
    private player: FakePlayer;
    constructor(
      iframe: HTMLIFrameElement,
      options: { events?: { onReady?: () => void; onStateChange?: (e: { data: number }) => void } },
    ) {
      const events = options.events ?? {};
      this.player = make('youtube', iframe, (name) => {
        if (name === 'ready') events.onReady?.();
        if (name === 'pause') events.onStateChange?.({ data: 2 });
        if (name === 'ended') events.onStateChange?.({ data: 0 });
      });
    }
    getCurrentTime() {
      return this.player.currentTime;
    }
    getDuration() {
      return this.player.duration;
    }
    seekTo(seconds: number) {
      this.player.seeks.push(seconds);
      this.player.currentTime = seconds;
    }
  }

  class VimeoPlayer {
    private player: FakePlayer;
    private handlers = new Map<string, ((data?: unknown) => void)[]>();
    private isReady: Promise<void>;
    constructor(iframe: HTMLIFrameElement) {
      let resolveReady!: () => void;
      this.isReady = new Promise((resolve) => (resolveReady = resolve));
      this.player = make('vimeo', iframe, (name) => {
        if (name === 'ready') return resolveReady();
        const data =
          name === 'time'
            ? { seconds: this.player.currentTime, duration: this.player.duration, percent: 0 }
            : undefined;
        for (const fn of this.handlers.get(name === 'time' ? 'timeupdate' : name) ?? []) fn(data);
      });
    }
    ready() {
      return this.isReady;
    }
    getDuration() {
      return Promise.resolve(this.player.duration);
    }
    setCurrentTime(seconds: number) {
      this.player.seeks.push(seconds);
      this.player.currentTime = seconds;
      return Promise.resolve(seconds);
    }
    on(event: string, fn: (data?: unknown) => void) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
    }
    off(event: string) {
      this.handlers.delete(event);
    }
  }

  class VdoVideo extends EventTarget {
    readyState = 0;
    constructor(private player: FakePlayer) {
      super();
    }
    get currentTime() {
      return this.player.currentTime;
    }
    set currentTime(seconds: number) {
      this.player.seeks.push(seconds);
      this.player.currentTime = seconds;
    }
    get duration() {
      return this.player.duration;
    }
  }
  const vdo = new Map<HTMLIFrameElement, { video: VdoVideo }>();
  const VdoPlayer = {
    getInstance(iframe: HTMLIFrameElement) {
      const known = vdo.get(iframe);
      if (known) return known;
      const names: Record<string, string> = {
        ready: 'loadedmetadata',
        time: 'timeupdate',
        pause: 'pause',
        ended: 'ended',
      };
      const instance = {
        video: new VdoVideo(
          make('vdocipher', iframe, (name) => {
            if (name === 'ready') instance.video.readyState = 1;
            instance.video.dispatchEvent(new Event(names[name]!));
          }),
        ),
      };
      vdo.set(iframe, instance);
      return instance;
    },
  };

  win.YT = { Player: YouTubePlayer };
  win.Vimeo = { Player: VimeoPlayer };
  win.VdoPlayer = VdoPlayer;
  const fakes: FakePlayers = {
    players,
    last: (provider) => players.filter((p) => p.provider === provider).at(-1),
    uninstall() {
      delete win.YT;
      delete win.Vimeo;
      delete win.VdoPlayer;
      delete win.__fakePlayers;
    },
  };
  win.__fakePlayers = fakes;
  return fakes;
}

/** The fakes as a script a browser test serves in place of the players' own (`window.__fakePlayers`). */
export function fakePlayersScript(): string {
  return `(${installFakePlayers.toString()})(window);`;
}
