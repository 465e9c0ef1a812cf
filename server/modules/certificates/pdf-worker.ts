import { parentPort } from 'node:worker_threads';
import { drawCertificate, type CertificateDrawing } from './certificate-pdf.ts';

/*
 * The thread certificates are drawn on (pdf-pool.ts starts it): shaping and font subsetting take a core for tens of
 * milliseconds per PDF, which on the event loop's thread would hold every request behind a burst of issues.
 */
parentPort?.on('message', (message: { seq: number; input: CertificateDrawing }) => {
  drawCertificate(message.input).then(
    (bytes) => parentPort!.postMessage({ seq: message.seq, bytes }, [bytes.buffer as ArrayBuffer]),
    (err: unknown) => parentPort!.postMessage({ seq: message.seq, error: String(err) }),
  );
});
