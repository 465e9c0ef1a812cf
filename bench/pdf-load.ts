/**
 * The load generator of `npm run bench -- --pdf` (bench/pdf.ts), in a process of its own: asks `/api/health` one
 * request after another until SIGTERM, then prints each answer's start (epoch ms, the parent's clock) and latency as
 * JSON on stdout. A non-200 answer is counted as a failure.
 */
import process from 'node:process';

const url = process.argv[2]!;
const samples: { at: number; ms: number }[] = [];
let failures = 0;
let running = true;
process.on('SIGTERM', () => (running = false));

while (running) {
  const at = Date.now();
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) failures += 1;
  } catch {
    failures += 1;
  }
  samples.push({ at, ms: performance.now() - started });
}
process.stdout.write(JSON.stringify({ samples, failures }));
