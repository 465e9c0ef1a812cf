import { useCallback, useEffect, useRef, useState } from 'react';
import { ATTEMPT_MESSAGES, type AnswerValue, type Result } from '#shared/learning/attempts.ts';
import { type ReceivedAttempt, saveAnswer, submitAttempt } from '#web/api/quiz-attempts.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { acknowledge, clearOutbox, markSubmitPending, queueAnswer, readOutbox } from './outbox.ts';

/** Why an answer or the submit could not be kept: the catalogue's key (shown in the reader's language). */
export type Refusal = 'deadline' | 'submitted' | 'badAnswer' | 'notFound';

/** While answers wait, they are tried again this often (besides at once when the browser says it is online). */
export const RETRY_MS = 5000;
/** The page warns when this many minutes are left. */
export const WARN_AT_MINUTES = [5, 1] as const;

const refusalOf = (error: ApiError): Refusal => {
  if (error.code === 'attempt_closed') return error.message === ATTEMPT_MESSAGES.submitted ? 'submitted' : 'deadline';
  if (error.status === 404) return 'notFound';
  return 'badAnswer';
};

/** A definite no from the server; anything else (no network, a 5xx, a proxy) is tried again. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * One attempt on the page: the answers as given (kept in the outbox first, then sent, each until acknowledged), the
 * server's clock (a countdown from its `endsAt`, corrected by its `serverNow`), the warnings, and the submit — by
 * the learner or at zero, with what was saved. A reload or a second tab reads the same attempt and the same outbox.
 */
export function useQuizAttempt(attempt: ReceivedAttempt, onGraded: (result: Result) => void) {
  const attemptId = attempt._id;
  const [answers, setAnswers] = useState<Record<string, AnswerValue | null>>(() =>
    Object.fromEntries(attempt.answers.map((a) => [a.questionId, a.answer])),
  );
  const [pending, setPending] = useState(0);
  const [refusals, setRefusals] = useState<Record<string, Refusal>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitRefused, setSubmitRefused] = useState<string | null>(null);
  const [graded, setGraded] = useState<Result | null>(attempt.result);
  const knownSeq = useRef(Math.max(0, ...attempt.answers.map((a) => a.seq)));
  const flushing = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const wantSubmit = useRef(false);
  const onGradedRef = useRef(onGraded);
  useEffect(() => {
    onGradedRef.current = onGraded;
  });

  // The server's clock: what it said "now" was, against this browser's clock when the answer arrived.
  const offset = Date.parse(attempt.serverNow) - attempt.receivedAt;
  const endsAt = attempt.endsAt ? Date.parse(attempt.endsAt) : null;
  const remaining = useCallback(() => (endsAt === null ? null : endsAt - (Date.now() + offset)), [endsAt, offset]);
  const [left, setLeft] = useState<number | null>(remaining);
  const [warning, setWarning] = useState<number | null>(null);

  /** Sends what the outbox holds, oldest first; one run at a time, and a call during a run makes it look again. */
  const flush = useCallback((): Promise<void> => {
    if (flushing.current) {
      again.current = true;
      return flushing.current;
    }
    /** One pass over the outbox; false when the network is gone (tried again later). */
    const pass = async (): Promise<boolean> => {
      const box = await readOutbox(attemptId);
      const entries = Object.values(box.pending).sort((a, b) => a.seq - b.seq);
      setPending(entries.length);
      if (entries.length === 0) return true;
      if (offline()) return false;
      for (const entry of entries) {
        try {
          const saved = await saveAnswer(attemptId, entry.questionId, entry.answer, entry.seq);
          knownSeq.current = Math.max(knownSeq.current, saved.saved.seq);
          setRefusals(({ [entry.questionId]: _ok, ...rest }) => rest);
        } catch (error) {
          if (!isRefusal(error)) return false;
          const refusal = refusalOf(error);
          setRefusals((r) => ({ ...r, [entry.questionId]: refusal }));
        }
        await acknowledge(attemptId, entry.questionId, entry.seq);
      }
      // answers given meanwhile are in the outbox: look again
      again.current = true;
      return true;
    };
    const run = async () => {
      do {
        again.current = false;
        if (!(await pass())) return;
      } while (again.current);
    };
    flushing.current = run().finally(() => {
      flushing.current = null;
    });
    return flushing.current;
  }, [attemptId]);

  const submit = useCallback(async (): Promise<void> => {
    if (graded) return;
    wantSubmit.current = true;
    setSubmitting(true);
    await markSubmitPending(attemptId, true);
    await flush();
    const box = await readOutbox(attemptId);
    const timeLeft = remaining();
    // Answers still waiting (offline) go first, unless the deadline has passed and they would be refused anyway.
    if (Object.keys(box.pending).length > 0 && (timeLeft === null || timeLeft > 0)) return;
    try {
      const result = await submitAttempt(attemptId);
      wantSubmit.current = false;
      await clearOutbox(attemptId);
      setGraded(result);
      onGradedRef.current(result);
    } catch (error) {
      if (isRefusal(error)) {
        wantSubmit.current = false;
        setSubmitting(false);
        setSubmitRefused(error.message);
      }
      // else: no network; tried again when back online
    }
  }, [attemptId, flush, graded, remaining]);

  // What a previous page (a reload, another tab, an offline spell) left in the outbox comes back on screen and is sent.
  useEffect(() => {
    let live = true;
    void readOutbox(attemptId).then((box) => {
      if (!live) return;
      knownSeq.current = Math.max(knownSeq.current, box.lastSeq);
      const queued = Object.values(box.pending);
      if (queued.length > 0)
        setAnswers((a) => ({ ...a, ...Object.fromEntries(queued.map((p) => [p.questionId, p.answer])) }));
      if (box.submitPending && !attempt.result) void submit();
      else void flush();
    });
    return () => {
      live = false;
    };
    // once per attempt
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId]);

  // Back online, and every few seconds while something waits: send it.
  useEffect(() => {
    const retry = () => void (wantSubmit.current ? submit() : flush());
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (pending > 0 || wantSubmit.current) retry();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [flush, submit, pending]);

  // The countdown: a tick a second; warnings when 5 and 1 minutes are left; at zero, the submit.
  useEffect(() => {
    if (endsAt === null || graded) return;
    let last = remaining()!;
    const tick = () => {
      const now = remaining()!;
      setLeft(now);
      for (const minutes of WARN_AT_MINUTES)
        if (last > minutes * 60_000 && now <= minutes * 60_000) setWarning(minutes);
      if (now <= 0 && !wantSubmit.current) void submit();
      last = now;
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, graded, remaining, submit]);

  const answer = useCallback(
    (questionId: string, value: AnswerValue | null) => {
      if (graded || wantSubmit.current) return;
      setAnswers((a) => ({ ...a, [questionId]: value }));
      void queueAnswer(attemptId, questionId, value, knownSeq.current).then(() => flush());
    },
    [attemptId, flush, graded],
  );

  return {
    answers,
    answer,
    pending,
    refusals,
    submit,
    submitting: submitting && !graded,
    submitRefused,
    graded,
    left,
    timeUp: left !== null && left <= 0,
    warning,
  };
}
