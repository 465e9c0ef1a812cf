import type { VideoPlayer } from '#shared/catalogue/course.ts';
import { VIDEO_MESSAGES, vimeoId, youTubeId } from '#shared/video.ts';

/**
 * What to say under a video url field: the id the player will use, or the player's warning for a YouTube or
 * Vimeo address it cannot read (a hint, not a block: the server and the player have the last word).
 */
export function videoHint(player: VideoPlayer, url: string): { id: string | null; warning: string | null } {
  const value = url.trim();
  if (value === '' || player === 'vdocipher') return { id: value || null, warning: null };
  const id = player === 'youtube' ? youTubeId(value) : vimeoId(value);
  if (id) return { id, warning: null };
  return { id: null, warning: player === 'youtube' ? VIDEO_MESSAGES.invalidYouTube : VIDEO_MESSAGES.invalidVimeo };
}
