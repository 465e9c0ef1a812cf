import { useCallback, useEffect, useState } from 'react';
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

export interface VdoCipherOtp {
  otp: string;
  playbackInfo: string;
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
}: {
  videoUrl: string | null | undefined;
  videoPlayer?: string | null;
  title: string;
  getOtp: (videoId: string, videoPlayer: 'vdocipher') => Promise<VdoCipherOtp>;
  autoplay?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const play = autoplay && !isLowEndDevice();

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
          ? { kind: 'playing', src: youTubeEmbedUrl(id, play) }
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
  }, [videoUrl, videoPlayer, getOtp, attempt, play]);

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
