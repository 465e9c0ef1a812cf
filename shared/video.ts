/**
 * Video ids and provider choice (learner-side §4 "Video player", §5 "Video"). Pure and zod-free, so the player can
 * sit on any page. The provider is the explicit setting, else the URL's host (youtube, vimeo), else vdocipher.
 */
export type VideoProvider = 'vdocipher' | 'youtube' | 'vimeo';

export const VIDEO_MESSAGES = {
  invalidYouTube: 'Invalid YouTube URL. Please check the video URL.',
  invalidVimeo: 'Invalid Vimeo URL. Please check the video URL.',
  invalidData: 'Invalid video data received.',
  loadFailed: 'Failed to load video. Please try again.',
} as const;

const PROVIDERS: readonly string[] = ['vdocipher', 'youtube', 'vimeo'];

function host(url: string): string | null {
  try {
    return new URL(url.trim()).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The provider for a video: the explicit setting when valid, else the URL host, else vdocipher. */
export function chooseProvider(videoUrl: string, explicit?: string | null): VideoProvider {
  if (explicit && PROVIDERS.includes(explicit)) return explicit as VideoProvider;
  const h = host(videoUrl) ?? '';
  if (/(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/.test(h)) return 'youtube';
  if (/(^|\.)vimeo\.com$/.test(h)) return 'vimeo';
  return 'vdocipher';
}

const YT_ID = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube id from a watch, short (youtu.be), embed, shorts or live link, or a bare 11-character id; else null. */
export function youTubeId(input: string): string | null {
  const value = input.trim();
  if (YT_ID.test(value)) return value;
  const h = host(value);
  if (!h) return null;
  const url = new URL(value);
  if (h === 'youtu.be' || h.endsWith('.youtu.be')) {
    const id = url.pathname.split('/')[1] ?? '';
    return YT_ID.test(id) ? id : null;
  }
  if (!/(^|\.)(youtube\.com|youtube-nocookie\.com)$/.test(h)) return null;
  const v = url.searchParams.get('v');
  if (v && YT_ID.test(v)) return v;
  const match = /^\/(?:embed|shorts|live|v)\/([A-Za-z0-9_-]{11})(?:[/?]|$)/.exec(url.pathname);
  return match ? match[1]! : null;
}

/** A Vimeo id from a vimeo.com or player.vimeo.com link, or a digit string; else null. */
export function vimeoId(input: string): string | null {
  const value = input.trim();
  if (/^\d+$/.test(value)) return value;
  const h = host(value);
  if (!h || !/(^|\.)vimeo\.com$/.test(h)) return null;
  const parts = new URL(value).pathname.split('/').filter(Boolean);
  const id = [...parts].reverse().find((part) => /^\d+$/.test(part));
  return id ?? null;
}

/** `apiOrigin`: the page that follows the player through YouTube's IFrame API (its events are sent there). */
export function youTubeEmbedUrl(id: string, autoplay = false, apiOrigin?: string): string {
  const api = apiOrigin ? `&enablejsapi=1&origin=${encodeURIComponent(apiOrigin)}` : '';
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1${autoplay ? '&autoplay=1' : ''}${api}`;
}

export function vimeoEmbedUrl(id: string, autoplay = false): string {
  return `https://player.vimeo.com/video/${id}?dnt=1${autoplay ? '&autoplay=1' : ''}`;
}

export function vdoCipherEmbedUrl(otp: string, playbackInfo: string): string {
  return `https://player.vdocipher.com/v2/?otp=${encodeURIComponent(otp)}&playbackInfo=${encodeURIComponent(playbackInfo)}`;
}

/** The script each provider publishes for following its embedded player (resume, issue 33). */
export const PLAYER_SCRIPTS: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube.com/iframe_api',
  vimeo: 'https://player.vimeo.com/api/player.js',
  vdocipher: 'https://player.vdocipher.com/v2/api.js',
};
/** What the Content-Security-Policy allows of them: those scripts, and the one YouTube's loads in turn. */
export const PLAYER_SCRIPT_SOURCES = [...Object.values(PLAYER_SCRIPTS), 'https://www.youtube.com/s/player/'];
