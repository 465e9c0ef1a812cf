import type { VdoCipherOtp } from '#web/components/course/video-player.tsx';
import { api } from '#web/lib/api-client.ts';

/** POST /courses/video/getVdoCipherOTP: a playback licence for a lesson the caller may watch. */
export const getVdoCipherOtp = (videoId: string, videoPlayer: 'vdocipher') =>
  api<VdoCipherOtp & { success: true }>('/courses/video/getVdoCipherOTP', {
    method: 'POST',
    body: { videoId, videoPlayer },
  });
