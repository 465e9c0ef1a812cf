import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaExclamationTriangle, FaRedo, FaVideoSlash } from 'react-icons/fa';
import {
  chooseProvider,
  vdoCipherEmbedUrl,
  VIDEO_MESSAGES,
  vimeoEmbedUrl,
  vimeoId,
  youTubeEmbedUrl,
  youTubeId,
} from '#shared/video.ts';
import { isLowEndDevice } from '#web/lib/device.ts';
import { followPlayer, type PlayerControl } from './player-api.ts';
import { startPosition, watchTracker } from './watch-progress.ts';

export interface VdoCipherOtp {
  otp: string;
  playbackInfo: string;
}

/** A learner's video followed through its player's API (issue 33): where it opens, its position, being watched. */
export interface VideoFollow {
  /** The position kept on the server, in seconds (0: from the start). */
  startAt: number;
  /** A position to keep; `leaving` when the page or the lesson is being left (the request must outlive it). */
  onPosition(seconds: number, leaving: boolean): void;
  /** The learner has watched enough of it to complete the lesson. */
  onWatched(): void;
}

type State =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'empty' } | { kind: 'playing'; src: string };

/** The server's message when it sent one, else the spec's fallback. */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : VIDEO_MESSAGES.loadFailed;
}

/**
 * The video player (learner-side §4): provider by the explicit setting, else the URL host, else VdoCipher (an OTP
 * from `getOtp`, which the page passes in). States: loading, error (Video Unavailable + Retry Loading), empty
 * (No Video Available), playing. No autoplay on low-end devices.
 */
export function VideoPlayer({
  videoUrl,
  videoPlayer,
  title,
  getOtp,
  autoplay = false,
  follow,
}: {
  videoUrl: string | null | undefined;
  videoPlayer?: string | null;
  title: string;
  getOtp: (videoId: string, videoPlayer: 'vdocipher') => Promise<VdoCipherOtp>;
  autoplay?: boolean;
  follow?: VideoFollow;
}) {
  const { t } = useTranslation('catalogue');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const play = autoplay && !isLowEndDevice();
  const iframe = useRef<HTMLIFrameElement>(null);
  const followRef = useRef(follow);
  useEffect(() => {
    followRef.current = follow;
  });
  const following = follow !== undefined;

  useEffect(() => {
    let cancelled = false;
    const url = (videoUrl ?? '').trim();
    if (!url) {
      setState({ kind: 'empty' });
      return;
    }
    const provider = chooseProvider(url, videoPlayer);
    if (provider === 'youtube') {
      const id = youTubeId(url);
      setState(
        id
          ? { kind: 'playing', src: youTubeEmbedUrl(id, play, following ? window.location.origin : undefined) }
          : { kind: 'error', message: VIDEO_MESSAGES.invalidYouTube },
      );
      return;
    }
    if (provider === 'vimeo') {
      const id = vimeoId(url);
      setState(
        id
          ? { kind: 'playing', src: vimeoEmbedUrl(id, play) }
          : { kind: 'error', message: VIDEO_MESSAGES.invalidVimeo },
      );
      return;
    }
    setState({ kind: 'loading' });
    getOtp(url, 'vdocipher').then(
      (answer) => {
        if (cancelled) return;
        if (!answer?.otp || !answer.playbackInfo) setState({ kind: 'error', message: VIDEO_MESSAGES.invalidData });
        else setState({ kind: 'playing', src: vdoCipherEmbedUrl(answer.otp, answer.playbackInfo) });
      },
      (error: unknown) => {
        if (!cancelled) setState({ kind: 'error', message: messageOf(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [videoUrl, videoPlayer, getOtp, attempt, play, following]);

  const playingSrc = state.kind === 'playing' ? state.src : null;
  useEffect(() => {
    const element = iframe.current;
    const first = followRef.current;
    if (!playingSrc || !element || !first) return;
    const startAt = first.startAt;
    const tracker = watchTracker({ resumedAt: startAt, now: Date.now() });
    let control: PlayerControl | null = null;
    const left = new AbortController();
    let seekTo: number | null = null;
    let ready = false;
    const keep = (seconds: number | null, leaving: boolean) => {
      if (seconds !== null) followRef.current?.onPosition(seconds, leaving);
    };
    const events = {
      onReady(duration: number) {
        if (ready) return;
        ready = true;
        const at = startPosition(startAt, duration);
        if (at > 0) {
          if (control) control.seek(at);
          else seekTo = at;
        }
      },
      onTime(seconds: number, duration: number) {
        const { save, watched } = tracker.time(seconds, duration, Date.now());
        keep(save, false);
        if (watched) followRef.current?.onWatched();
      },
      onPause: () => keep(tracker.flush(), false),
      onEnded: () => keep(tracker.flush(), false),
    };
    followPlayer(chooseProvider(videoUrl ?? '', videoPlayer), element, events, left.signal).then(
      (c) => {
        control = c;
        if (c && seekTo !== null) c.seek(seekTo);
      },
      // Without its API the video still plays; only its position is not kept.
      () => undefined,
    );
    const leave = () => keep(tracker.flush(), true);
    const hidden = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      left.abort();
      control?.detach();
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
    // The player is followed once per video opened; the callbacks are read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playingSrc]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <div
      className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-950 text-white"
      data-testid="video-player"
      data-state={state.kind}
    >
      {state.kind === 'loading' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3" role="status">
          <span
            aria-hidden="true"
            className="h-10 w-10 animate-spin rounded-full border-4 border-white/30 border-t-white"
          />
          <span className="text-sm text-slate-200">{t('video.loading')}</span>
        </div>
      )}
      {state.kind === 'empty' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-200">
          <FaVideoSlash aria-hidden="true" className="text-4xl" />
          <p className="font-semibold">{t('video.empty')}</p>
        </div>
      )}
      {state.kind === 'error' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center" role="alert">
          <FaExclamationTriangle aria-hidden="true" className="text-3xl text-amber-400" />
          <h3 className="text-lg font-semibold">{t('video.unavailable')}</h3>
          <p className="max-w-md text-sm text-slate-200">{state.message}</p>
          <button
            type="button"
            onClick={retry}
            className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <FaRedo aria-hidden="true" />
            {t('video.retry')}
          </button>
        </div>
      )}
      {state.kind === 'playing' && (
        <iframe
          ref={iframe}
          key={state.src}
          src={state.src}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="encrypted-media; picture-in-picture; fullscreen; accelerometer; gyroscope"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
