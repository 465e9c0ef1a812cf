import { Worker } from 'node:worker_threads';
import type { CertificateDrawing } from './certificate-pdf.ts';

/**
 * Draws certificates on one worker thread of their own (pdf-worker.ts), one at a time, so a burst of issues leaves
 * the event loop free for requests. Started with the first drawing and never keeping the process alive; a worker
 * that dies fails what it was drawing, and the next drawing starts a new one. From the sources (tsx, tests) the
 * worker runs pdf-worker.ts through tsx; bundled, it is dist/server/pdf-worker.js beside this code
 * (scripts/build.ts's entry points).
 */
let worker: Worker | null = null;
let seq = 0;
const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (err: Error) => void }>();

function start(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const created = fromSources
    ? new Worker(new URL('./pdf-worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] })
    : new Worker(new URL('./pdf-worker.js', import.meta.url));
  created.unref();
  created.on('message', (message: { seq: number; bytes?: Uint8Array; error?: string }) => {
    const waiter = pending.get(message.seq);
    if (!waiter) return;
    pending.delete(message.seq);
    if (message.bytes) waiter.resolve(new Uint8Array(message.bytes));
    else waiter.reject(new Error(`certificates: drawing a PDF failed: ${message.error}`));
  });
  const fail = (err: Error) => {
    if (worker === created) worker = null;
    for (const [key, waiter] of pending) {
      pending.delete(key);
      waiter.reject(err);
    }
  };
  created.on('error', fail);
  created.on('exit', (code) => fail(new Error(`certificates: the PDF worker stopped (exit ${code})`)));
  return created;
}

export function drawInWorker(input: CertificateDrawing): Promise<Uint8Array> {
  worker ??= start();
  const current = worker;
  const id = (seq += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    current.postMessage({ seq: id, input });
  });
}
