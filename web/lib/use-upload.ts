import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadOptions } from '#web/api/uploads.ts';

/**
 * One upload at a time for a field: its progress (null when none runs) and a cancel. Starting another upload, or
 * leaving the page, cancels the one running.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async <T>(send: (options: UploadOptions) => Promise<T>): Promise<T> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    try {
      return await send({
        signal: controller.signal,
        onProgress: (percent) => {
          if (running.current === controller) setProgress(percent);
        },
      });
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { progress, uploading: progress !== null, run, cancel };
}
