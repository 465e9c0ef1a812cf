import { LEARNING_MESSAGES } from '#shared/catalogue/learning.ts';
import { badRequest, forbidden, unavailable } from '../../errors.ts';
import { assertReady, createVdoCipher, VDOCIPHER_MESSAGES } from '../../integrations/vdocipher.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { coursesWithDemo } from './courses.repository.ts';
import { listOwnedCourseIds } from './enrolments.repository.ts';
import { lessonsWithVideo } from './lessons.repository.ts';

/**
 * VdoCipher playback licences (design.md §5): an OTP only for a video the caller may watch — the demo of an
 * active course, a preview lesson of an active course, a lesson of a course they own — or any video for an admin
 * (the course wizard previews videos before they are saved). The viewer's e-mail rides along as a moving watermark.
 */
export function videoService({ db, env }: Pick<Deps, 'db' | 'env'>) {
  const vdocipher = createVdoCipher(env);

  async function mayWatch(user: SessionUser | null, videoId: string): Promise<boolean> {
    if (user?.role === 'admin') return true;
    if ((await coursesWithDemo(db, videoId)).some((c) => c.isActive)) return true;
    const lessons = await lessonsWithVideo(db, videoId);
    if (lessons.some((l) => l.isPreview && l.courseIsActive)) return true;
    if (!user || lessons.length === 0) return false;
    const owned = new Set(await listOwnedCourseIds(db, user.id));
    return lessons.some((l) => owned.has(l.courseId));
  }

  return {
    async otp(user: SessionUser | null, body: { videoId: string; videoPlayer: string }) {
      if (body.videoPlayer !== 'vdocipher') throw badRequest(LEARNING_MESSAGES.otpOnlyVdocipher, 'not_vdocipher');
      if (!(await mayWatch(user, body.videoId)))
        throw forbidden(LEARNING_MESSAGES.videoNotAllowed, 'video_not_allowed');
      if (!vdocipher.configured) throw unavailable(VDOCIPHER_MESSAGES.notConfigured, 'vdocipher_not_configured');
      return vdocipher.otp(body.videoId, { watermark: user?.email });
    },

    /** The wizard's Get Duration: the length in seconds of a video that is ready. */
    async metadata(videoId: string) {
      const meta = await vdocipher.metadata(videoId);
      assertReady(meta);
      const minutes = Math.floor(meta.length / 60);
      const seconds = Math.round(meta.length % 60);
      return { duration: meta.length, title: meta.title, message: `Duration fetched: ${minutes}m ${seconds}s` };
    },
  };
}
