import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { FaPlay } from 'react-icons/fa';
import { chooseProvider, youTubeId } from '#shared/video.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import type { VideoPlayer as Player } from './video-player.tsx';

const VideoPlayer = lazy(() => import('./video-player.tsx').then((m) => ({ default: m.VideoPlayer })));

type DemoVideoProps = Omit<ComponentProps<typeof Player>, 'autoplay'>;

/**
 * A video on a page visitors read (the course preview): until the reader presses play it shows the video's picture
 * (YouTube's own still, else the player's dark frame) and a play button; the player, and the provider's own player
 * behind it (about a megabyte of script for YouTube), load only then, and it plays at once (issue 12). The same HTML
 * on the server and in the browser.
 */
export function DemoVideo(props: DemoVideoProps) {
  const { t } = useTranslation('catalogue');
  const [pressed, setPressed] = useState(false);
  const url = (props.videoUrl ?? '').trim();
  const frame = 'relative aspect-video w-full overflow-hidden rounded-xl bg-slate-950 text-white';
  if (pressed || !url) {
    return (
      <Suspense fallback={<div className={frame} aria-hidden="true" />}>
        <VideoPlayer {...props} autoplay={pressed} />
      </Suspense>
    );
  }
  const youtube = chooseProvider(url, props.videoPlayer) === 'youtube' ? youTubeId(url) : null;
  const still = (size: string) => `https://i.ytimg.com/vi/${youtube}/${size}.jpg`;
  return (
    <div className={frame} data-testid="video-player" data-state="ready">
      {youtube && (
        <img
          src={still('hqdefault')}
          srcSet={`${still('mqdefault')} 320w, ${still('hqdefault')} 480w`}
          sizes="(min-width: 1024px) 60vw, 100vw"
          width={480}
          height={360}
          alt=""
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      <button
        type="button"
        onClick={() => setPressed(true)}
        aria-label={`${t('video.play')}: ${props.title}`}
        className="group absolute inset-0 flex items-center justify-center bg-slate-950/20 hover:bg-slate-950/10 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
      >
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-600 text-2xl shadow-lg transition group-hover:scale-105">
          <FaPlay aria-hidden="true" className="ml-1" />
        </span>
      </button>
    </div>
  );
}
