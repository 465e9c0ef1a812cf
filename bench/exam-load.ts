/**
 * The load generator of `npm run bench -- --exam`, in a process of its own: every learner of the plan starts the
 * model test, answers each question once and submits, all within the same WINDOW_S seconds, as a class sitting one
 * test does (the starts crowd the first seconds, the submits the last). Writes what it measured, with every answer
 * the server acknowledged, as JSON to the file named by its second argument.
 *
 * A plain node:http client (keep-alive, no limit on sockets): each request is timed from being written until its
 * answer has been read whole, and the client's own CPU stays small next to the app's.
 */
import fs from 'node:fs';
import http from 'node:http';

export interface ExamPlan {
  url: string;
  quizId: string;
  /** One Cookie header per learner. */
  cookies: string[];
  /** The whole test, first start to last submit. */
  windowSeconds: number;
}

interface Question {
  _id: string;
  type: 'single' | 'multiple' | 'true_false' | 'numeric' | 'short_text';
  options: { _id: string }[];
}

export interface SentAnswer {
  attemptId: string;
  questionId: string;
  seq: number;
}

export interface ExamLoadResult {
  latencies: { start: number[]; answer: number[]; submit: number[] };
  /** Answers other than 2xx (or no answer), by kind of request and status. */
  errors: Record<string, number>;
  /** The first few error bodies, to say why. */
  errorSamples: string[];
  acknowledged: SentAnswer[];
  attempts: { learner: number; attemptId: string }[];
  submitted: number;
  /** When the first request was sent and the last answer came, in ms from the generator's start. */
  firstMs: number;
  lastMs: number;
}

const BENGALI = '০১২৩৪৫৬৭৮৯';
const bengaliDigits = (s: string) => s.replace(/\d/g, (d) => BENGALI[Number(d)]!);
const sleepUntil = (t0: number, ms: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, t0 + ms - performance.now())));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A learner's answer to a question as the page would send it (right or wrong does not matter here). */
function answerFor(q: Question): unknown {
  if (q.type === 'numeric')
    return Math.random() < 0.5 ? bengaliDigits(String(Math.floor(Math.random() * 100))) : Math.random() * 100;
  if (q.type === 'short_text') return pick(['ঢাকা', 'Dhaka', 'photosynthesis', 'সালোকসংশ্লেষণ']);
  // At least one option: an empty choice is kept as no answer, which the count of lost answers would not tell apart.
  if (q.type === 'multiple') return q.options.filter((_, i) => i === 0 || Math.random() < 0.5).map((o) => o._id);
  return [pick(q.options)._id];
}

async function main() {
  const [planFile, outFile] = process.argv.slice(2);
  const plan = JSON.parse(fs.readFileSync(planFile!, 'utf8')) as ExamPlan;
  const target = new URL(plan.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const result: ExamLoadResult = {
    latencies: { start: [], answer: [], submit: [] },
    errors: {},
    errorSamples: [],
    acknowledged: [],
    attempts: [],
    submitted: 0,
    firstMs: Infinity,
    lastMs: 0,
  };
  const t0 = performance.now();

  function send(kind: keyof ExamLoadResult['latencies'], method: string, path: string, cookie: string, body?: object) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<{ status: number; json: unknown } | null>((resolve) => {
      const started = performance.now();
      result.firstMs = Math.min(result.firstMs, started - t0);
      const fail = (what: string, sample: string) => {
        const key = `${kind} ${what}`;
        result.errors[key] = (result.errors[key] ?? 0) + 1;
        if (result.errorSamples.length < 10) result.errorSamples.push(`${key}: ${sample.slice(0, 300)}`);
        resolve(null);
      };
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path,
          method,
          agent,
          headers: {
            Cookie: cookie,
            Origin: target.origin,
            'Accept-Language': 'bn',
            ...(payload === undefined
              ? {}
              : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            const ended = performance.now();
            result.lastMs = Math.max(result.lastMs, ended - t0);
            const status = res.statusCode ?? 0;
            if (status < 200 || status >= 300) return fail(String(status), text);
            result.latencies[kind].push(ended - started);
            resolve({ status, json: JSON.parse(text) as unknown });
          });
          res.on('error', (error) => fail('network', String(error)));
        },
      );
      request.on('error', (error) => fail('network', String(error)));
      request.end(payload);
    });
  }

  const windowMs = plan.windowSeconds * 1000;
  // The class starts in the first 8 % of the window and submits in the last 8 %; the answers come between.
  const startSpread = windowMs * 0.08;
  const submitFrom = windowMs * 0.9;
  const submitSpread = windowMs * 0.08;

  async function learner(index: number, cookie: string) {
    await sleepUntil(t0, Math.random() * startSpread);
    const started = await send('start', 'POST', `/api/quizzes/${plan.quizId}/attempts`, cookie);
    if (!started) return;
    const attempt = (started.json as { attempt: { _id: string; questions: Question[] } }).attempt;
    result.attempts.push({ learner: index, attemptId: attempt._id });
    const began = performance.now() - t0;
    const questions = attempt.questions;
    const gap = (submitFrom - began - 1000) / questions.length;
    for (const [i, q] of questions.entries()) {
      // Evenly spaced with some jitter: one learner's answers come one after another, as a page sends them.
      await sleepUntil(t0, began + 500 + gap * i + Math.random() * gap * 0.8);
      const seq = i + 1;
      const saved = await send('answer', 'PUT', `/api/attempts/${attempt._id}/answers/${q._id}`, cookie, {
        answer: answerFor(q),
        seq,
      });
      if (saved) result.acknowledged.push({ attemptId: attempt._id, questionId: q._id, seq });
    }
    await sleepUntil(t0, submitFrom + Math.random() * submitSpread);
    if (await send('submit', 'POST', `/api/attempts/${attempt._id}/submit`, cookie)) result.submitted += 1;
  }

  await Promise.all(plan.cookies.map((cookie, i) => learner(i, cookie)));
  agent.destroy();
  fs.writeFileSync(outFile!, JSON.stringify(result));
}

await main();
