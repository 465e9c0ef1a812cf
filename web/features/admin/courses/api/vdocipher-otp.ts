import type { VdoCipherOtp } from '#web/components/course/video-player.tsx';
import { api } from '#web/lib/api-client.ts';

/** POST /courses/video/getVdoCipherOTP: an admin may play any video (the preview step's demo). */
export const getAdminVdoCipherOtp = (videoId: string, videoPlayer: 'vdocipher') =>
  api<VdoCipherOtp & { success: true }>('/courses/video/getVdoCipherOTP', {
    method: 'POST',
    body: { videoId, videoPlayer },
  });
