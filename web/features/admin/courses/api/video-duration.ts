import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** POST /api/vdocipher/metadata (served as written, design.md §1): the length in seconds of a ready video. */
export const useVideoDuration = () =>
  useMutation({
    mutationFn: (videoId: string) =>
      api<{ success: true; duration: number; title: string; message: string }>('/vdocipher/metadata', {
        method: 'POST',
        body: { videoId },
      }),
  });
