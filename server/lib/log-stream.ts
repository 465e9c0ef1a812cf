/**
 * Where the JSON log goes by default: standard output, written so that a slow or vanished reader can neither block
 * the process nor crash it (issue 14: servers whose log reader had gone were still running an hour after SIGTERM).
 * Pino's own default writes synchronously and retries a full pipe forever, holding the event loop, so not even the
 * forced-exit timer runs. Here a line goes through the stream's own queue (a pipe is written without blocking);
 * while more than `maxQueuedBytes` wait, lines are dropped and counted, and after an error (EPIPE) nothing is written.
 */
export interface LogStream {
  write(line: string): void;
  /** Lines dropped because the reader was not keeping up or was gone. */
  readonly dropped: number;
}

export const LOG_QUEUE_LIMIT_BYTES = 4 * 1024 * 1024;

export function logStream(
  out: NodeJS.WritableStream & { writableLength: number } = process.stdout,
  maxQueuedBytes = LOG_QUEUE_LIMIT_BYTES,
): LogStream {
  let broken = false;
  let dropped = 0;
  out.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken || out.writableLength > maxQueuedBytes) {
        dropped += 1;
        return;
      }
      try {
        out.write(line);
      } catch {
        broken = true;
        dropped += 1;
      }
    },
    get dropped() {
      return dropped;
    },
  };
}
